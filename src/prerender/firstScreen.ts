/**
 * The first screens the build prerenders (scripts/webpack/prerenderPlugin.ts): the HTML the
 * server sends for these paths already holds the screen a visitor sees first, as the app
 * draws it for the default visitor (not signed in, Turkish, dark theme), so it paints before
 * the JavaScript has run; the client then hydrates it. Anyone else (a stored session,
 * another language or theme, a page opened with history state) starts from a client render:
 * the page's head script hides the markup before the first paint (prerenderGate.ts), and
 * `startsFromPrerender` says no.
 */
import { DEFAULT_LANGUAGE, DEFAULT_THEME } from '../../store/constants';
import type { RootState } from '../../store/rootReducer';

/**
 * The public pages whose first screen the build prerenders, each with the lazy chunks (their
 * webpackChunkName) its screen is drawn with: their styles are linked from the page's HTML,
 * so the screen is styled from the first paint. The build fails on a name it does not know.
 */
export const PRERENDERED_PAGES: readonly { path: string; chunks: readonly string[] }[] = [
  { path: '/', chunks: ['home'] },
  { path: '/login', chunks: ['auth'] },
  { path: '/bilgiler/fiksture-ve-sonuclar', chunks: ['information'] },
];

/** On `#root`: the path whose first screen the markup inside it is. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On `<html>`, set by the head script: the stored choices are not the prerendered visitor's. */
export const PRERENDER_OFF_CLASS = 'prerender-off';

/** What the choice reads of the state. */
type VisitorState = Pick<RootState, 'session' | 'preferences'>;

/** Whether the state is the one the first screens were prerendered for. */
export function isPrerenderedVisitor(state: VisitorState): boolean {
  return (
    !state.session.token.value?.Token &&
    !state.session.user.value &&
    state.preferences.language.value === DEFAULT_LANGUAGE &&
    state.preferences.theme.value === DEFAULT_THEME
  );
}

/**
 * Whether the app hydrates the markup in `container`: it is the first screen of this very
 * path, the head script left it shown, no history state (a redirect's notice) changes what
 * the page draws, and the restored state is the default visitor's.
 */
export function startsFromPrerender(
  container: HTMLElement,
  state: VisitorState,
  location: Pick<Location, 'pathname'>,
  historyState: unknown,
): boolean {
  const path = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const usr = (historyState as { usr?: unknown } | null)?.usr;
  return (
    path !== null &&
    path === location.pathname &&
    !container.ownerDocument.documentElement.classList.contains(PRERENDER_OFF_CLASS) &&
    (usr === undefined || usr === null) &&
    isPrerenderedVisitor(state)
  );
}

/** Clears prerendered markup the app will not hydrate, before a client render. */
export function discardPrerender(container: HTMLElement): void {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.replaceChildren();
}
