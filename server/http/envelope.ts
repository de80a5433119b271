import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../contract/envelope.ts';

/** Every successful answer: `{ success: true, data }`; the client's default reader takes `data`. */
export const ok = <T>(c: Context, data: T) => c.json({ success: true as const, data });

/** Every failure: the error envelope of spec 01 §3, with the status code that fits. */
export const fail = (c: Context, status: ContentfulStatusCode, message: string, extra: Omit<ErrorBody, 'success' | 'message'> = {}) =>
  c.json({ success: false as const, message, ...extra }, status);
