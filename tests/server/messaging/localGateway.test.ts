/**
 * The local gateway peer (scripts/localGateway.ts) behaves as common.md's interface says: SMS sends need
 * a bearer key and dedupe by Idempotency-Key, bot sends speak the Bot API's sendMessage answer, failNext
 * fails exactly that many sends, and inbound messages are forwarded with the shared secret.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../../../scripts/localGateway.ts';

let gateway: LocalGateway;
// A stand-in product: records what the peer forwards and answers 202.
const forwarded: { path: string; headers: Record<string, string | string[] | undefined>; body: unknown }[] = [];
const product = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    forwarded.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
    res.writeHead(202, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ taken: true }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => product.listen(0, '127.0.0.1', resolve));
  const { port } = product.address() as AddressInfo;
  gateway = await startLocalGateway({ productUrl: `http://127.0.0.1:${port}`, inboundSecret: 'in-secret' });
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => product.close(resolve));
});
beforeEach(() => gateway.clear());

const sms = (key: string | null, body: object, auth = 'Bearer k') =>
  fetch(`${gateway.url}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

describe('the local gateway peer', () => {
  it('records an SMS once per Idempotency-Key and answers the first id again', async () => {
    const first = await sms('k-1', { to: '6591234567', text: 'hello', reference: '1' });
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    const again = await sms('k-1', { to: '6591234567', text: 'hello', reference: '1' });
    expect(await again.json()).toEqual({ id });
    expect(gateway.received()).toMatchObject([{ channel: 'sms', to: '6591234567', text: 'hello', idempotencyKey: 'k-1' }]);
    const listed = (await (await fetch(`${gateway.url}/received`)).json()) as unknown[];
    expect(listed).toHaveLength(1);
  });

  it('refuses an SMS without a bearer key and records nothing', async () => {
    expect((await sms('k-2', { to: '6591234567', text: 'x' }, '')).status).toBe(401);
    expect(gateway.received()).toEqual([]);
  });

  it('answers a bot sendMessage as the Telegram Bot API does', async () => {
    const answer = await fetch(`${gateway.url}/bot123:abc/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: 42, text: 'hi' }),
    });
    const body = (await answer.json()) as { ok: boolean; result: { message_id: number } };
    expect(body.ok).toBe(true);
    expect(typeof body.result.message_id).toBe('number');
    expect(gateway.received()).toMatchObject([{ channel: 'bot', to: '42', text: 'hi', idempotencyKey: null }]);
  });

  it('fails exactly the next n sends (POST /fail) and then records again', async () => {
    await fetch(`${gateway.url}/fail`, { method: 'POST', body: JSON.stringify({ count: 2, status: 500 }) });
    expect((await sms('k-3', { to: '65', text: 'a' })).status).toBe(500);
    expect((await sms('k-3', { to: '65', text: 'a' })).status).toBe(500);
    expect((await sms('k-3', { to: '65', text: 'a' })).status).toBe(200);
    expect(gateway.received()).toHaveLength(1);
    gateway.failNext(1);
    expect((await sms('k-4', { to: '65', text: 'b' })).status).toBe(503);
  });

  it('clears what it received (DELETE /received)', async () => {
    await sms('k-5', { to: '65', text: 'c' });
    await fetch(`${gateway.url}/received`, { method: 'DELETE' });
    expect(gateway.received()).toEqual([]);
  });

  it('forwards an inbound SMS and a bot update to the product with the secret, answering its answer', async () => {
    forwarded.length = 0;
    const sent = await fetch(`${gateway.url}/inbound`, {
      method: 'POST',
      body: JSON.stringify({ messageId: 'm1', from: '6591234567', to: '6580000000', text: '1234 1-1' }),
    });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ taken: true });
    const bot = await fetch(`${gateway.url}/bot-inbound/SG`, {
      method: 'POST',
      body: JSON.stringify({ updateId: 7, chatId: 99, fromId: 99, contactPhone: '6591234567' }),
    });
    expect(bot.status).toBe(202);
    expect(forwarded[0]).toMatchObject({ path: '/api/sms/inbound', headers: { 'x-gateway-secret': 'in-secret' }, body: { messageId: 'm1', text: '1234 1-1' } });
    expect(forwarded[1]).toMatchObject({
      path: '/api/bot/SG/webhook',
      headers: { 'x-telegram-bot-api-secret-token': 'in-secret' },
      body: { update_id: 7, message: { chat: { id: 99 }, from: { id: 99 }, contact: { phone_number: '6591234567' } } },
    });
  });
});
