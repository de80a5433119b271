import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { DEFAULT_MAX_BODY_BYTES } from '../../server/http/implement.ts';
import { errorEnvelope, signIn, startTestServer, type TestServer } from './testServer.ts';

/**
 * Issue 14, finding 3: every call has a body limit sized to what it takes, answered 413 before
 * the body is read: with a Content-Length over the limit nothing of the body is read; a body sent
 * without one (chunked) is read only up to the limit. Over a real socket, so what the server read is
 * measured (the socket's bytesRead when the answer is sent).
 */

let server: TestServer;
let http: Server;
let port: number;
let token: string;
/** Bytes each request's socket had read when its answer was sent, by the request's marker header. */
const readWhenAnswered = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'admin')).access_token;
  const app = createApp({ db: server.db, jobs: server.jobs, config: server.config, signingKey: server.signingKey, now: server.now }, { serveApp: false });
  http = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0 }, () => resolve(started as Server));
  });
  port = (http.address() as AddressInfo).port;
  http.on('request', (request: IncomingMessage, response) => {
    const marker = String(request.headers['x-marker'] ?? '');
    response.on('finish', () => readWhenAnswered.set(marker, request.socket.bytesRead));
  });
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

interface Sent {
  status: number;
  body: string;
  /** Body bytes the client had written when the answer came. */
  bodyBytesSent: number;
  /** The server's socket had read this much when it answered. */
  serverRead: number;
}

/**
 * POSTs `totalBytes` of body to `path` over a raw socket, with a Content-Length or chunked, writing
 * as fast as the server takes it, and stops writing as soon as an answer arrives.
 */
interface Posting {
  totalBytes: number;
  chunked: boolean;
  contentType: string;
  marker: string;
  method?: string;
  headers?: Record<string, string>;
  /** Send only the request head and wait for the answer: it must come without any of the body. */
  headOnly?: boolean;
}

function post(path: string, { totalBytes, chunked, contentType, marker, method = 'POST', headers = {}, headOnly = false }: Posting): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let answered = false;
    const head = [
      `${method} ${path} HTTP/1.1`,
      `Host: localhost`,
      `Content-Type: ${contentType}`,
      `X-Marker: ${marker}`,
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${totalBytes}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const writeMore = () => {
      while (!answered && sent < totalBytes) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, totalBytes - sent));
        const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
        sent += piece.length;
        if (!socket.write(framed)) return void socket.once('drain', writeMore);
      }
      if (!answered && chunked) socket.write('0\r\n\r\n');
    };
    socket.on('data', (data) => {
      answered = true;
      answer += data.toString('latin1');
      const [headPart = '', body = ''] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(headPart)?.[1] ?? -1);
      if (length >= 0 && Buffer.byteLength(body) >= length) {
        const status = Number(headPart.split(' ')[1]);
        socket.destroy();
        // The server records what it had read once its answer has finished.
        setTimeout(() => resolve({ status, body, bodyBytesSent: sent, serverRead: readWhenAnswered.get(marker) ?? -1 }), 20);
      }
    });
    socket.on('error', (error) => (answered ? undefined : reject(error)));
    socket.write(head, headOnly ? undefined : writeMore);
  });
}

const TOO_LARGE = { success: false, message: 'The request is too large.' };

describe('a body over the limit, over a real socket', () => {
  it('answers 413 to a 100 MB form with a Content-Length on the unauthenticated oauth/token, reading none of it', async () => {
    const sent = await post('/api/v1/oauth/token', {
      totalBytes: 100 * MB,
      chunked: false,
      contentType: 'application/x-www-form-urlencoded',
      marker: 'length',
      headOnly: true,
    });
    // The answer came with no byte of the body sent: the server read only the request head.
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual(TOO_LARGE);
    expect(sent.bodyBytesSent).toBe(0);
    expect(sent.serverRead).toBeLessThan(1024);
  });

  it('answers 413 to a chunked 100 MB form (no Content-Length) after reading at most the limit', async () => {
    const sent = await post('/api/v1/oauth/token', { totalBytes: 100 * MB, chunked: true, contentType: 'application/x-www-form-urlencoded', marker: 'chunked' });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual(TOO_LARGE);
    // The limit (4 KB), plus what one read of the socket can bring with it (a chunk of 64 KB).
    expect(sent.serverRead).toBeLessThan(DEFAULT_MAX_BODY_BYTES.form + 2 * CHUNK.length + 1024);
    expect(sent.bodyBytesSent).toBeLessThan(20 * MB);
  });

  it('answers 413 to a chunked JSON body over 16 KB on a signed-in call, after reading at most the limit', async () => {
    const sent = await post('/api/v1/maintenance', {
      totalBytes: 100 * MB,
      chunked: true,
      contentType: 'application/json',
      marker: 'json',
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
    }).catch((error: unknown) => ({ status: -1, body: String(error), bodyBytesSent: 0, serverRead: -1 }));
    expect(sent.status).toBe(413);
    expect(sent.serverRead).toBeLessThan(DEFAULT_MAX_BODY_BYTES.json + 2 * CHUNK.length + 1024);
  });

  it('keeps memory flat while four 100 MB posts arrive in parallel', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const posts = [0, 1, 2, 3].map((i) =>
      post('/api/v1/oauth/token', { totalBytes: 100 * MB, chunked: i % 2 === 0, contentType: 'application/x-www-form-urlencoded', marker: `parallel-${i}` }),
    );
    const answers = await Promise.all(posts);
    clearInterval(sampler);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413]);
    const growthMb = (peak - before) / MB;
    console.info(`[body limit] four parallel 100 MB posts: peak RSS growth ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(50);
  });
});

describe('each call’s limit is sized to what it takes', () => {
  const withLength = (path: string, bytes: number, contentType: string, authorized = true): RequestInit & { path: string } => ({
    path,
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': String(bytes), ...(authorized ? { authorization: `Bearer ${token}` } : {}) },
    body: 'x'.repeat(bytes),
  });

  it('answers 413 just over the limit: 4 KB for a form, 16 KB for JSON, 1 KB where no body is declared', async () => {
    const cases = [
      withLength('/api/v1/oauth/token', DEFAULT_MAX_BODY_BYTES.form + 1, 'application/x-www-form-urlencoded', false),
      withLength('/api/v1/terms/accept', DEFAULT_MAX_BODY_BYTES.json + 1, 'application/json'),
      withLength('/api/v1/logout', DEFAULT_MAX_BODY_BYTES.none + 1, 'application/json'),
    ];
    for (const { path, ...init } of cases) expect(await errorEnvelope(await server.app.request(path, init), 413), path).toEqual(TOO_LARGE);
  });

  it('answers 413 to a GET announcing a body over the limit, by its length or chunked, reading none of it', async () => {
    for (const chunked of [false, true]) {
      const sent = await post('/api/v1/appDownloads?LocId=SG', { totalBytes: 100 * MB, chunked, contentType: 'application/json', marker: `get-${chunked}`, method: 'GET', headOnly: true });
      expect(sent.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(sent.body)).toEqual(TOO_LARGE);
      expect(sent.bodyBytesSent).toBe(0);
    }
  });

  it('reads a body at the limit (then validates it)', async () => {
    const { path, ...init } = withLength('/api/v1/oauth/token', DEFAULT_MAX_BODY_BYTES.form, 'application/x-www-form-urlencoded', false);
    expect((await server.app.request(path, init)).status).toBe(400);
  });
});
