/**
 * The delivery worker (server/messaging/worker.ts) against the local gateway peer, on the engine under
 * test (PGlite, or PostgreSQL with DATABASE_URL): what the "Done when" asks of delivery (outbox
 * idempotency and retry; a gateway failing twice then succeeding) and the README's rules (a refusal fails
 * at once with its reason; a location without a gateway keeps its messages queued; back-off doubles; a
 * lapsed lease is taken again). Each round is driven by `deliverDue()`: no timers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../../../scripts/localGateway.ts';
import { backoffSeconds, createDeliveryWorker } from '../../../server/messaging/worker.ts';
import type { DeliveryTimings } from '../../../server/config.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import { enqueue, outboxRows, pointGatewaysAt, smsMessage } from './messagingSupport.ts';

let server: TestServer;
let gateway: LocalGateway;
// Retries due at once (retrySeconds 0) so a test can drive them round by round.
const timings: DeliveryTimings = { pollSeconds: 0, timeoutSeconds: 2, leaseSeconds: 5, maxAttempts: 8, retrySeconds: 0 };

beforeAll(async () => {
  server = await startTestServer();
  gateway = await startLocalGateway();
  await pointGatewaysAt(server.db, 'SG', gateway.url);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await server?.close();
});
beforeEach(async () => {
  await server.db.query('delete from message_outbox');
  gateway.clear();
  gateway.failNext(0);
});

describe('delivering the outbox', () => {
  it('keeps one row for a key enqueued twice and delivers it once, even when asked again', async () => {
    const first = await server.db.transaction((tx) => enqueue(tx, [smsMessage('result-1')]));
    const again = await server.db.transaction((tx) => enqueue(tx, [smsMessage('result-1', { body: 'another text' })]));
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    const worker = createDeliveryWorker(server.db, timings);
    expect(await worker.deliverDue()).toBe(1);
    expect(await worker.deliverDue()).toBe(0);
    expect(gateway.received()).toMatchObject([{ channel: 'sms', to: '6591234567', text: 'text of result-1', idempotencyKey: 'result-1' }]);
    const [row] = await outboxRows(server.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row!.gateway_ref).toMatch(/^local-/);
    expect(row!.sent_at).not.toBeNull();
  });

  it('retries a gateway that fails twice and then succeeds: 3 attempts, one message, sent', async () => {
    await enqueue(server.db, [smsMessage('flaky')]);
    gateway.failNext(2, 503);
    const worker = createDeliveryWorker(server.db, timings);
    await worker.deliverDue();
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'queued', attempts: 1, last_error: expect.stringContaining('503') }]);
    await worker.deliverDue();
    await worker.deliverDue();
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);
    expect(gateway.received()).toHaveLength(1);
  });

  it('retries a timeout and a 429 like a 5xx', async () => {
    await enqueue(server.db, [smsMessage('busy')]);
    gateway.failNext(1, 429);
    const worker = createDeliveryWorker(server.db, { ...timings, timeoutSeconds: 0.3, leaseSeconds: 5 });
    await worker.deliverDue();
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'queued', attempts: 1 }]);
    gateway.delay(1_000);
    await worker.deliverDue();
    gateway.delay(0);
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'queued', attempts: 2, last_error: expect.stringContaining('no answer in time') }]);
    await worker.deliverDue();
    // The timed-out attempt reached the peer; the third carried the same key, so it is still one SMS.
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'sent', attempts: 3 }]);
    expect(gateway.received()).toHaveLength(1);
  });

  it('fails a refused message (4xx) at once with the reason, and never sends it again', async () => {
    await enqueue(server.db, [smsMessage('refused')]);
    gateway.failNext(1, 400);
    const worker = createDeliveryWorker(server.db, timings);
    await worker.deliverDue();
    expect(await worker.deliverDue()).toBe(0);
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'failed', attempts: 1, last_error: expect.stringContaining('HTTP 400') }]);
    expect(gateway.received()).toEqual([]);
  });

  it('gives up after the last attempt, saying so with the last error', async () => {
    await enqueue(server.db, [smsMessage('down')]);
    gateway.failNext(10, 500);
    const worker = createDeliveryWorker(server.db, { ...timings, maxAttempts: 3 });
    for (let round = 0; round < 5; round++) await worker.deliverDue();
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'failed', attempts: 3, last_error: expect.stringMatching(/^gave up after 3 attempts: HTTP 500/) }]);
  });

  it('waits a back-off of retrySeconds doubled per attempt', async () => {
    expect([1, 2, 3, 4].map((attempts) => backoffSeconds(attempts, 5))).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(30, 5)).toBe(15 * 60);
    await enqueue(server.db, [smsMessage('later')]);
    gateway.failNext(2, 503);
    const worker = createDeliveryWorker(server.db, { ...timings, retrySeconds: 60 });
    const before = Date.now();
    await worker.deliverDue();
    // Not due again for a minute: a second round finds nothing.
    expect(await worker.deliverDue()).toBe(0);
    const [row] = await outboxRows(server.db);
    const waitSeconds = (new Date(row!.next_attempt_at).getTime() - before) / 1000;
    expect(waitSeconds).toBeGreaterThan(55);
    expect(waitSeconds).toBeLessThan(65);
  });

  it('keeps a message of a location without a gateway queued, without spending its attempts', async () => {
    await server.db.query(`delete from sms_gateways where loc_id = 'MG'`);
    await enqueue(server.db, [smsMessage('nowhere', { locId: 'MG' })]);
    const worker = createDeliveryWorker(server.db, timings);
    await worker.deliverDue();
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'queued', attempts: 0, last_error: 'no sms gateway is configured for MG; waiting' }]);
    expect(gateway.received()).toEqual([]);
  });

  it('sends a bot message to the chat through the Bot API sendMessage', async () => {
    await enqueue(server.db, [smsMessage('bot-1', { channel: 'bot', recipient: '777', body: 'a longer bot text' })]);
    await createDeliveryWorker(server.db, timings).deliverDue();
    expect(gateway.received()).toMatchObject([{ channel: 'bot', to: '777', text: 'a longer bot text' }]);
    expect(await outboxRows(server.db)).toMatchObject([{ status: 'sent', gateway_ref: expect.stringMatching(/^\d+$/) }]);
  });

  it('takes a message whose lease lapsed (its sender died) again, and leaves one still leased alone', async () => {
    await enqueue(server.db, [smsMessage('orphan'), smsMessage('leased')]);
    await server.db.query(
      `update message_outbox set status = 'sending', attempts = 1,
              claimed_until = case idempotency_key when 'orphan' then now() - interval '1 second' else now() + interval '1 minute' end`,
    );
    expect(await createDeliveryWorker(server.db, timings).deliverDue()).toBe(1);
    expect(await outboxRows(server.db)).toMatchObject([
      { idempotency_key: 'orphan', status: 'sent', attempts: 2 },
      { idempotency_key: 'leased', status: 'sending', attempts: 1 },
    ]);
  });
});
