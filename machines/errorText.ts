/**
 * The text of an error an actor rejected with. Actors at the edge reject with the API client's
 * ApiError, whose message already follows the catalogue's precedence; anything else gets the
 * catalogue's generic text.
 */
export const GENERIC_ERROR = 'Sorry, something went wrong. Please refresh this page and try again.';

export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message || GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}

/**
 * Whether an actor was refused by the server (403: outside the caller's tree, or a location or
 * permission it lacks). Read from the ApiError's status, never from its message.
 */
export function isRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 403;
}
