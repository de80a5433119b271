/**
 * The message shown when nothing usable came back (spec 01 §8, "Any other error"). Its own module:
 * the sign-in page's messages need it without the API client (src/api/deferredApi.ts).
 */
export const GENERIC_ERROR_MESSAGE = 'Sorry, something went wrong. Please refresh this page and try again.';
