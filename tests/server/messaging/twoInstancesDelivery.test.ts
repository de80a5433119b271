/**
 * A server killed during delivery (issue 23, "Done when"): real server processes on one PostgreSQL
 * database (tests/support/serverProcesses.ts) and the local gateway peer answering slowly. Instance A
 * delivers some messages, is killed (SIGKILL) while others are at the peer awaiting its answer, and more
 * are enqueued while no instance runs; instance B then delivers the rest. At the peer every message
 * arrived exactly once (by its key), and every outbox row ends 'sent': none lost, none twice. PostgreSQL
 * only: the embedded database belongs to one process (vite.config.ts collects this file only with
 * DATABASE_URL).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../../../scripts/localGateway.ts';
import type { Queryable } from '../../../server/db/database.ts';
import { sharedDatabase, type ServerInstance, type SharedDatabase } from '../../support/serverProcesses.ts';
import { enqueue, outboxRows, pointGatewaysAt, smsMessage } from './messagingSupport.ts';

// Fast polls; a lease well past the send timeout (a live sender is never overtaken) but short enough
// that B takes A's orphaned sends within the test.
const DELIVERY = { MESSAGES_POLL_SECONDS: '0.2', MESSAGES_TIMEOUT_SECONDS: '8', MESSAGES_LEASE_SECONDS: '10', MESSAGES_RETRY_SECONDS: '0' };

let shared: SharedDatabase;
let gateway: LocalGateway;
let db: Queryable;

beforeAll(async () => {
  shared = await sharedDatabase(process.env.DATABASE_URL!);
  gateway = await startLocalGateway();
  db = { query: async <Row,>(sql: string, params?: unknown[]) => ({ rows: await shared.query<Row>(sql, params) }) };
}, 60_000);
afterAll(async () => {
  await shared?.close();
  await gateway?.close();
});

async function until(what: string, instance: ServerInstance | null, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms\n${instance?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('delivers every message exactly once when the server is killed mid-delivery', async () => {
  const a = await shared.startInstance('A', DELIVERY);
  await pointGatewaysAt(db, 'SG', gateway.url);
  await db.query('delete from message_outbox');

  // Delivered while A lives.
  const early = ['early-1', 'early-2'];
  await enqueue(db, early.map((key) => smsMessage(key)));
  await until('A delivers the first messages', a, async () => (await outboxRows(db)).every((row) => row.status === 'sent'));

  // At the peer, unanswered, when A dies.
  gateway.delay(30_000);
  const inFlight = ['flight-1', 'flight-2', 'flight-3', 'flight-4'];
  await enqueue(db, inFlight.map((key) => smsMessage(key)));
  await until('A sends the next messages', a, () => gateway.received().length === early.length + inFlight.length);
  await a.crash();
  const orphaned = (await outboxRows(db)).filter((row) => inFlight.includes(row.idempotency_key));
  expect(orphaned.map((row) => row.status)).toEqual(['sending', 'sending', 'sending', 'sending']);

  // Enqueued while no instance runs.
  const late = ['late-1', 'late-2'];
  await enqueue(db, late.map((key) => smsMessage(key)));

  gateway.delay(0);
  const b = await shared.startInstance('B', DELIVERY);
  await until('B delivers the rest', b, async () => (await outboxRows(db)).every((row) => row.status === 'sent'), 90_000);

  const keys = [...early, ...inFlight, ...late];
  const arrived = gateway.received().map((message) => message.idempotencyKey);
  // Every key arrived, each exactly once: B's second send of A's orphans was deduped by its key.
  expect([...arrived].sort()).toEqual([...keys].sort());
  const rows = await outboxRows(db);
  expect(rows.map((row) => [row.idempotency_key, row.status])).toEqual(keys.map((key) => [key, 'sent']));
  // The orphans were attempted twice (A, then B with the same key); the others once.
  expect(rows.filter((row) => row.attempts !== 1).map((row) => row.idempotency_key).sort()).toEqual([...inFlight].sort());
}, 240_000);
