import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../contract/envelope.ts';

/**
 * A JSON answer with its Content-Length: compress() then leaves a small one as it is (./jsonLength.ts),
 * and the Node adapter writes the text straight out, where c.json's answer had to be read back and
 * rebuilt to learn its length (issue 24: every GET profile paid for that).
 */
function json(c: Context, body: unknown, status: ContentfulStatusCode) {
  const text = JSON.stringify(body);
  return c.body(text, status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
}

/** Every successful answer: `{ success: true, data }`; the client's default reader takes `data`. */
export const ok = <T>(c: Context, data: T) => json(c, { success: true as const, data }, 200);

/** Every failure: the error envelope of spec 01 §3, with the status code that fits. */
export const fail = (c: Context, status: ContentfulStatusCode, message: string, extra: Omit<ErrorBody, 'success' | 'message'> = {}) =>
  json(c, { success: false as const, message, ...extra }, status);
