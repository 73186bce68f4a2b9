/**
 * The first module the page evaluates (imported first by main.tsx). The browser's first Intl
 * format loads and sets up its locale data for the whole page process: 40-170 ms of the main
 * thread on a phone-class core, in one piece, when the first data screen formats a number or
 * a date (Lighthouse's TBT counted it inside the home board's first render). A worker
 * (public/intl-warm.js) builds the number and date formats the screens use instead, off the
 * main thread, so the page's own first formats find the data ready. Best effort: no worker,
 * no harm.
 */
if (typeof Worker !== 'undefined') {
  try {
    new Worker('/intl-warm.js');
  } catch {
    // A browser that refuses the worker formats on the main thread, as it always could.
  }
}

export {};
