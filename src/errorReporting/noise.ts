/**
 * Errors the app does not report (spec 01 §8: "some noisy errors are ignored by error reporting";
 * the spec does not say which, so these are ours, each with its reason):
 * - `ResizeObserver loop …`: a browser notice that a resize callback took two frames; nothing breaks
 *   and nothing in our code can fix it.
 * - chunk-load failures (a new deployment removed the old chunks, or the network dropped): the
 *   chunkReload machine reloads the page, which is the fix.
 * - the API client's errors (ApiError): the user has been shown the message already; a network
 *   failure (offline) has nothing to fix in the code, and the session signals (401, maintenance) are
 *   flows. The one API failure that is a bug, an answer with nothing usable ("Sorry, something went
 *   wrong…"), is reported where it is made (src/api/errors.ts), so it is not reported twice.
 * - `Script error.`: a cross-origin script's error with every detail hidden by the browser.
 * - errors thrown from browser extensions' code (their stack is in an extension URL): not ours.
 * - AbortError: a request the app or the user cancelled (leaving a page).
 */
const NOISY_MESSAGES: readonly RegExp[] = [
  /^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/,
  /^Script error\.?$/,
];

/** Stack frames in these are a browser extension's code, not the app's. */
export const EXTENSION_URLS: readonly RegExp[] = [/^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//, /^webkit-masked-url:/];

/** The same test Sentry runs on the message (its `ignoreErrors`), for errors the app never sends. */
export const IGNORED_MESSAGES = NOISY_MESSAGES;

const field = (error: unknown, key: string): unknown => (typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined);

/** Why `error` is not reported, or null when it is reported. */
export function noiseReason(error: unknown): string | null {
  const name = field(error, 'name');
  const message = typeof error === 'string' ? error : String(field(error, 'message') ?? '');
  if (name === 'ApiError') return 'shown to the user already (a generic one is reported where it is made)';
  if (name === 'AbortError') return 'cancelled';
  if (NOISY_MESSAGES[0]!.test(message)) return 'ResizeObserver notice';
  if (NOISY_MESSAGES[1]!.test(message)) return 'chunk load: the page reloads';
  if (NOISY_MESSAGES[2]!.test(message)) return 'cross-origin script error without details';
  const stack = String(field(error, 'stack') ?? '');
  const frames = stack.match(/[a-z-]+:\/\/[^\s)]+/g) ?? [];
  if (frames.length > 0 && frames.every((url) => EXTENSION_URLS.some((pattern) => pattern.test(url)))) return 'browser extension';
  return null;
}
