/**
 * Gives every JSON answer its Content-Length, so compress() (hono/compress) can see its size: a body
 * without one is always compressed, and c.json answers carry none. GET profile is a few hundred bytes,
 * and a gzip stream per answer was a sixth of the server's time under load (issue 24) for no gain on
 * the wire; answers under compress()'s threshold (1 KB) now go out as they are, larger ones (a data
 * page, a report) are still compressed. Only JSON is read here: it is always built whole in memory,
 * where a CSV or a feed may be streamed.
 */
import type { MiddlewareHandler } from 'hono';

export const lengthOfJsonAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  // The headers first: reading `body` makes the Node adapter build a full Response.
  if (res.headers.has('content-length') || res.headers.has('content-encoding') || !res.body) return;
  if (!res.headers.get('content-type')?.startsWith('application/json')) return;
  const body = await res.arrayBuffer();
  const headers = new Headers(res.headers);
  headers.set('content-length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};
