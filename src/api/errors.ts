import * as v from 'valibot';
import { ErrorBodySchema, MAINTENANCE_SUB_CODE, type ErrorBody } from '../../contract/envelope.ts';
import { reportKnownError } from '../errorReporting/errorReporter.ts';

import { GENERIC_ERROR_MESSAGE } from './genericError.ts';

export { GENERIC_ERROR_MESSAGE };

/**
 * What went wrong, for the machines to branch on:
 * unauthorized (401) and maintenance (subCode 8000 with a time) are the session's signals;
 * network means no HTTP answer at all (status 0); invalid-response means the body broke the contract.
 */
export type ApiErrorKind = 'unauthorized' | 'maintenance' | 'http' | 'network' | 'invalid-response';

/** The one error type every API call rejects with. `message` follows the catalogue's precedence. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }

  /** The maintenance time a subCode 8000 answer carried. */
  get maintenanceTime(): string | undefined {
    return this.kind === 'maintenance' ? this.body?.time : undefined;
  }
}

/**
 * Message precedence (spec 01 §8, spec 02 §8): the nested error's message, else the top-level
 * message, else the transport message when the status is not 0, else the generic text.
 * A 2xx answer saying `success: false` has no transport failure to report ("200 OK" tells the user
 * nothing), so without a message of its own it gets the generic text.
 */
export function errorMessage(body: ErrorBody | null, status: number, transportMessage: string): string {
  const transportFailed = status !== 0 && (status < 200 || status > 299);
  return body?.error?.message || body?.message || (transportFailed && transportMessage) || GENERIC_ERROR_MESSAGE;
}

/** Builds the ApiError for an HTTP answer that is an error (status >= 400 or `success: false`). */
export function errorFromResponse(status: number, statusText: string, rawBody: unknown): ApiError {
  const parsed = v.safeParse(ErrorBodySchema, rawBody);
  const body = parsed.success ? parsed.output : null;
  const message = errorMessage(body, status, `${status} ${statusText}`.trim());
  const kind: ApiErrorKind =
    status === 401
      ? 'unauthorized'
      : body?.subCode === MAINTENANCE_SUB_CODE && body.time
        ? 'maintenance'
        : 'http';
  const error = new ApiError(message, kind, status, body);
  // Nothing usable came back (spec 02 §8): the user sees "Sorry, something went wrong…" and the
  // error is reported. The session signals (401, maintenance) are flows, not faults.
  if (kind === 'http' && message === GENERIC_ERROR_MESSAGE) reportKnownError(error);
  return error;
}

/** No HTTP answer (offline, DNS, CORS, aborted): status 0, so the generic message. */
export function networkError(): ApiError {
  return new ApiError(GENERIC_ERROR_MESSAGE, 'network', 0, null);
}

/** The answer did not match the schema the app reads it with. */
export function invalidResponseError(status: number, detail: string): ApiError {
  console.error('[api] response does not match its schema:', detail);
  const error = new ApiError(GENERIC_ERROR_MESSAGE, 'invalid-response', status, null);
  // An answer that breaks the contract is a bug on one side or the other: reported, with what broke.
  reportKnownError(Object.assign(error, { detail }));
  return error;
}
