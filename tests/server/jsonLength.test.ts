import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

/**
 * Issue 24: a small JSON answer goes out uncompressed with its length (a gzip stream per GET profile
 * cost a sixth of the server's time under load), a large one is still gzipped, and both read the same.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'admin')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) =>
  server.app.request(path, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
/** Every pay rate in force for admin at SG: well over 1 KB of JSON. */
const LARGE = '/api/v1/4d/payRates?LocId=SG';

describe('JSON answers and compression', () => {
  it('answers GET profile, a few hundred bytes, uncompressed with its Content-Length', async () => {
    const response = await get('/api/v1/profile');
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toMatchObject({ success: true, data: { UserId: 'admin' } });
  });

  it('still gzips a JSON answer over 1 KB, and its content is whole', async () => {
    const response = await get(LARGE);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // app.request is not a browser: the body arrives as sent, to be unzipped here.
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toMatchObject({ success: true });
  });
});
