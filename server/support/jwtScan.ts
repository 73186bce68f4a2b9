/**
 * Finds a JWT anywhere in text in one linear pass. A JWT is three base64url parts joined by
 * dots, the first two JSON objects (so they start with `eyJ`). The obvious regex
 * (`eyJ…{5,}\.eyJ…{5,}\.…+`) backtracks from every `eyJ` to the end of its run, which is
 * quadratic: a 96 KB upload of `eyJeyJ…` held the server for seconds.
 */

// Maximal runs of base64url characters and dots: a JWT lies inside one run.
const RUN = /[A-Za-z0-9_.-]+/g;
const JSON_PART = 'eyJ';
/** `eyJ` and at least five more characters, as a header or payload part. */
const MIN_PART = JSON_PART.length + 5;

/** True when the text holds something shaped like a JWT (header.payload.signature). */
export function containsJwt(text: string): boolean {
  for (const [run] of text.matchAll(RUN)) {
    if (!run.includes('.')) continue;
    const parts = run.split('.');
    for (let i = 0; i + 2 < parts.length; i += 1) {
      const header = parts[i]!;
      // The header may be glued to what precedes it in the run; the first `eyJ` leaves the longest part.
      const at = header.indexOf(JSON_PART);
      if (at < 0 || header.length - at < MIN_PART) continue;
      const payload = parts[i + 1]!;
      if (payload.startsWith(JSON_PART) && payload.length >= MIN_PART && parts[i + 2]!.length > 0)
        return true;
    }
  }
  return false;
}
