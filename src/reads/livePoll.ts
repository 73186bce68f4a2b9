/**
 * How often a screen showing a round in play asks again: at most once a minute a client. A
 * module of its own (it imports nothing), so the browser tests move a page's clock by it.
 */
export const LIVE_POLL_MS = 60_000;
