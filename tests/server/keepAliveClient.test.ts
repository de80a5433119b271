/**
 * The load bench's keep-alive client (scripts/bench/keepAliveClient.ts): a 200 counts as answered and
 * anything else as failed, many answers are read off one connection (also when an answer arrives in
 * pieces), and an answer it cannot measure (no Content-Length) is an error, not a guess.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKeepAlive } from '../../scripts/bench/keepAliveClient.ts';

let server: Server;
let base: string;
const connectionsSeen = new Set<unknown>();
const headersSeen: Record<string, string | string[] | undefined>[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    connectionsSeen.add(request.socket);
    headersSeen.push(request.headers);
    const body = JSON.stringify({ success: true, data: { path: request.url, filler: 'x'.repeat(20_000) } });
    if (request.url === '/chunked') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
      return;
    }
    response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    // In two writes, so the body reaches the client in more than one piece.
    response.write(body.slice(0, 100));
    setTimeout(() => response.end(body.slice(100)), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the load bench keep-alive client', () => {
  it('reads many answers off one connection and sends the headers it was given', async () => {
    const connection = await openKeepAlive(new URL(`${base}/profile?LocId=SG`), { authorization: 'Bearer t' });
    const before = connectionsSeen.size;
    for (let i = 0; i < 5; i++) expect(await connection.send()).toBe(true);
    connection.close();
    expect(connectionsSeen.size).toBe(before + 1);
    expect(headersSeen.at(-1)).toMatchObject({ authorization: 'Bearer t' });
  });

  it('counts an answer other than 200 as failed', async () => {
    const connection = await openKeepAlive(new URL(`${base}/missing`), {});
    expect(await connection.send()).toBe(false);
    expect(await connection.send()).toBe(false);
    connection.close();
  });

  it('refuses an answer without a Content-Length', async () => {
    const connection = await openKeepAlive(new URL(`${base}/chunked`), {});
    await expect(connection.send()).rejects.toThrow(/Content-Length/);
    connection.close();
  });
});
