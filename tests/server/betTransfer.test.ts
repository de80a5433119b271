/**
 * Moving tickets to another bettor before the cut-off (spec 02 §7.6 POST bet/transfer and bet/transfer4;
 * issue 21): the stake leaves every Open Stakes of the old bettor's path and joins every one of the new
 * bettor's path (DOMAIN.md "Credit": a bet reserves its cost for the bettor and every user above it; a
 * 4D ticket's stake in a draw is (Big + Small) x its entries), and the chain is what those tickets give
 * for their new bettor (the oracle walks every ticket of the draw by DOMAIN.md). Refused whole, nothing
 * written: a ticket outside the caller's tree (404), a target outside it (403), a closed draw (409), a
 * Credit Left short on the new path (400), bad input (400). A retry with the same Idempotency-Key is
 * answered once. PGlite and PostgreSQL (DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransferredTicketsSchema } from '../../contract/betTransfer.ts';
import { PlaceBetsResultSchema } from '../../contract/bets.ts';
import { BetFileSchema } from '../../contract/files.ts';
import type { DrawDate } from '../../contract/draws.ts';
import { errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, nextDrawOf, pollUntilFinished, postJson, uploadRequest } from './betting.ts';
import { addBranchUsers, storedFigures } from './ledgerSupport.ts';
import { closedDraw, insertTickets } from './settlementSupport.ts';
import { chainOf } from './intake/chainOracle.ts';
import { chainRowsOf, drawSumsOf, settingsOf, sortRows, ticketsOf } from './intake/chainSupport.ts';

let server: TestServer;
let draw: DrawDate;
const tokens = new Map<string, string>();
const USERS = ['admin', 'tfagenta', 'tfmema', 'tfmema2', 'tfagentb', 'tfmemb', 'tfother'] as const;

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, [
    { userId: 'tfagenta', parentId: 'admin', role: 'AG', creditCents: 10_000_000 },
    { userId: 'tfmema', parentId: 'tfagenta', role: 'MEM', creditCents: 1_000_000 },
    { userId: 'tfmema2', parentId: 'tfagenta', role: 'MEM', creditCents: 1_000_000 },
    { userId: 'tfagentb', parentId: 'admin', role: 'AG', creditCents: 10_000_000 },
    // $40 of credit: the credit-short refusal below.
    { userId: 'tfmemb', parentId: 'tfagentb', role: 'MEM', creditCents: 4_000 },
    { userId: 'tfother', parentId: 'admin', role: 'AG', creditCents: 1_000_000 },
  ]);
  for (const user of USERS) tokens.set(user, (await signIn(server.app, user)).access_token);
  draw = await nextDrawOf(server, tokens.get('tfmema')!, 'SG');
  // tfagenta keeps at most $10 Big of each straight number, tfagentb $3.
  await server.db.query(
    `insert into intake_limits (user_id, loc_id, number, bet_type, big_cents) values
       ('tfagenta', 'SG', '*', 'straight', 1000), ('tfagentb', 'SG', '*', 'straight', 300)`,
  );
});
afterAll(async () => {
  await server?.close();
});

async function place(user: string, message: string): Promise<number> {
  const placed = await successData(
    await server.app.request(`${API}/4d/bet/`, postJson(tokens.get(user)!, { LocId: 'SG', DrawId: draw.DrawId, Message: message })),
    PlaceBetsResultSchema,
  );
  return placed.Lines[0]!.TicketId!;
}

const post = (user: string, path: 'bet/transfer' | 'bet/transfer4', body: object, key?: string) =>
  server.app.request(`${API}/4d/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.get(user)}`, 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ LocId: 'SG', ...body }),
  });

const openStakes = async () =>
  Object.fromEntries(await Promise.all(USERS.map(async (user) => [user, (await storedFigures(server.db, user)).openStakeCents] as const)));

/** The chain as the oracle takes every ticket of the draw, with its bettor as stored now. */
const oracleChain = async () => sortRows([...chainOf(await settingsOf(server.db), await ticketsOf(server.db, [draw.DrawId])).values()]);

async function straightSum(userId: string, number: string) {
  const { rows } = await server.db.query<{ big_in: number; big_intake: number }>(
    `select big_in::float8 as big_in, big_intake::float8 as big_intake from draw_intakes
     where draw_id = $1 and user_id = $2 and number = $3 and bet_type = 'straight'`,
    [draw.DrawId, userId, number],
  );
  return rows;
}

const ownersOf = async (ids: readonly number[]) =>
  (await server.db.query<{ user_id: string }>('select user_id from tickets where ticket_id = any($1::bigint[]) order by ticket_id', [[...ids]])).rows.map((r) => r.user_id);

/** Everything a refused transfer must leave as it was. */
const snapshot = async (ids: readonly number[]) => ({
  stakes: await openStakes(),
  owners: await ownersOf(ids),
  chain: await chainRowsOf(server.db, [draw.DrawId]),
  audits: (await server.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'bet.transfer'`)).rows[0]!.n,
});

describe(`transferring tickets (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let b1: number;
  let t1: number;
  let t2: number;
  let t3: number;

  it('moves the stake from the old path to the new one and the chain with it', async () => {
    b1 = await place('tfmemb', '1234 5-0');
    t1 = await place('tfmema', '1234 8-0');
    t2 = await place('tfmema', '1234 4-0');
    t3 = await place('tfmema', 'R234 1-0');
    const before = await openStakes();
    // Stakes by DOMAIN.md: $8 Big of one entry, and $1 Big of a roll's ten entries.
    const moved = 800 + 1 * 10 * 100;

    const key = randomUUID();
    // The target as typed in any case: answered as stored.
    const request = { TicketIds: [t3, t1], ToUserId: 'TFMEMB' };
    const answer = await successData(await post('admin', 'bet/transfer', request, key), TransferredTicketsSchema);
    expect(answer).toEqual({ TicketIds: [t3, t1], ToUserId: 'tfmemb', Moved: moved / 100 });
    // A retry with the same key: the same answer, nothing moved twice.
    expect(await successData(await post('admin', 'bet/transfer', request, key), TransferredTicketsSchema)).toEqual(answer);

    expect(await ownersOf([b1, t1, t2, t3])).toEqual(['tfmemb', 'tfmemb', 'tfmema', 'tfmemb']);
    const after = await openStakes();
    expect(after).toEqual({
      ...before,
      tfmema: before.tfmema! - moved, tfagenta: before.tfagenta! - moved,
      tfmemb: before.tfmemb! + moved, tfagentb: before.tfagentb! + moved,
    });

    expect(await chainRowsOf(server.db, [draw.DrawId])).toEqual(await oracleChain());
    const sums = await drawSumsOf(server.db, [draw.DrawId]);
    expect(sums.stored).toEqual(sums.summed);
    // tfagenta has only t2 left on 1234; tfagentb keeps $3 of b1 (placed first) and nothing of t1.
    expect(await straightSum('tfagenta', '1234')).toEqual([{ big_in: 400, big_intake: 400 }]);
    expect(await straightSum('tfagentb', '1234')).toEqual([{ big_in: 1300, big_intake: 300 }]);
    const { rows: rolls } = await server.db.query<{ user_id: string }>(
      `select user_id from draw_intakes where draw_id = $1 and number = 'R234' and user_id in ('tfagenta', 'tfagentb')`,
      [draw.DrawId],
    );
    expect(rolls).toEqual([{ user_id: 'tfagentb' }]);

    const { rows: audit } = await server.db.query<{ user_id: string; entity_id: string; before: unknown; after: unknown }>(
      `select user_id, entity_id, before, after from audit_log where action = 'bet.transfer'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      user_id: 'admin', entity_id: `${t3},${t1}`,
      before: { Tickets: [{ TicketId: t1, UserId: 'tfmema' }, { TicketId: t3, UserId: 'tfmema' }] },
      after: { Tickets: [{ TicketId: t1, UserId: 'tfmemb' }, { TicketId: t3, UserId: 'tfmemb' }] },
    });
  }, 120_000);

  it('bet/transfer4 moves all of a user\'s tickets in the draw, within one agent\'s tree', async () => {
    const before = await openStakes();
    const answer = await successData(
      await post('tfagenta', 'bet/transfer4', { FromUserId: 'tfmema', DrawId: draw.DrawId, ToUserId: 'tfmema2' }, randomUUID()),
      TransferredTicketsSchema,
    );
    expect(answer).toEqual({ TicketIds: [t2], ToUserId: 'tfmema2', Moved: 4 });
    // The shared part of the two paths (tfagenta, admin) keeps its open stakes.
    expect(await openStakes()).toEqual({ ...before, tfmema: before.tfmema! - 400, tfmema2: before.tfmema2! + 400 });
    expect(await chainRowsOf(server.db, [draw.DrawId])).toEqual(await oracleChain());
    expect(await straightSum('tfagenta', '1234')).toEqual([{ big_in: 400, big_intake: 400 }]);
    // Nothing of tfmema's left in the draw.
    expect((await errorEnvelope(await post('tfagenta', 'bet/transfer4', { FromUserId: 'tfmema', DrawId: draw.DrawId, ToUserId: 'tfmema2' }), 404)).message).toBe(
      'tfmema has no tickets in this draw.',
    );
  }, 120_000);

  it('is refused whole, writing nothing: credit short, outside the tree, a closed draw, bad input', async () => {
    const big = await place('tfmema2', '5678 20-0');
    const closed = await closedDraw(server.db, 'SG', '2001-03-07');
    const [old] = await insertTickets(server.db, 'SG', closed, [
      { userId: 'tfmema2', betType: 'straight', number: '1234', bigCents: 100, smallCents: 0, totoForm: null, totoAmountCents: 0, createdAt: '2001-03-01T00:00:00Z' },
    ]);
    const ids = [b1, t1, t2, t3, big, old!];
    const unchanged = await snapshot(ids);

    // tfmemb has $40 of credit and $5 + $8 + $10 open: $17 left for a $20 ticket.
    expect((await errorEnvelope(await post('admin', 'bet/transfer', { TicketIds: [big], ToUserId: 'tfmemb' }), 400)).message).toBe(
      'Not enough credit: Credit Left is $17.00, this bet costs $20.00.',
    );
    // tfother's tree holds neither the ticket nor tfmema2; tfagenta's does not hold tfmemb.
    expect((await errorEnvelope(await post('tfother', 'bet/transfer', { TicketIds: [big], ToUserId: 'tfother' }), 404)).message).toBe(`There is no ticket ${big}.`);
    expect((await errorEnvelope(await post('tfagenta', 'bet/transfer', { TicketIds: [big], ToUserId: 'tfmemb' }), 403)).message).toBe(
      'User tfmemb is not in your downline.',
    );
    expect((await errorEnvelope(await post('tfother', 'bet/transfer4', { FromUserId: 'tfmema2', DrawId: draw.DrawId, ToUserId: 'tfother' }), 404)).message).toBe(
      'tfmema2 has no tickets in this draw.',
    );
    // One ticket in a closed draw refuses the whole page.
    expect((await errorEnvelope(await post('tfagenta', 'bet/transfer', { TicketIds: [big, old], ToUserId: 'tfmema' }), 409)).message).toBe(
      `The draw of 2001-03-07 closed at 18:00: ticket ${old} can no longer be transferred.`,
    );
    expect((await errorEnvelope(await post('admin', 'bet/transfer4', { FromUserId: 'tfmema2', DrawId: closed, ToUserId: 'tfmema' }), 409)).message).toBe(
      `The draw of 2001-03-07 closed at 18:00: ticket ${old} can no longer be transferred.`,
    );
    // Bad input: 400, never 500.
    for (const body of [{ TicketIds: [], ToUserId: 'tfmema' }, { TicketIds: [big], ToUserId: 'no such user!' }, { TicketIds: ['x'], ToUserId: 'tfmema' }, { TicketIds: [big] }]) {
      await errorEnvelope(await post('admin', 'bet/transfer', body), 400);
    }
    await errorEnvelope(await post('admin', 'bet/transfer', { TicketIds: Array.from({ length: 1_001 }, (_, i) => i + 1), ToUserId: 'tfmema' }), 400);
    await errorEnvelope(await post('admin', 'bet/transfer4', { FromUserId: 'tfmema2', ToUserId: 'tfmema' }), 400);

    expect(await snapshot(ids)).toEqual(unchanged);
  }, 120_000);

  it("a file's ticket moved to another bettor has its stake released on that bettor's path when the file is deleted", async () => {
    const baseline = await openStakes();
    const admin = tokens.get('admin')!;
    const file = await successData(
      await server.app.request(`${API}/4d/files/upload`, uploadRequest(admin, '2222 1-0\n3333 2-0\n', { UserId: 'tfmema2', ARACode: 'A1', LocId: 'SG' })),
      BetFileSchema,
    );
    await successData(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(admin, { LocId: 'SG' })), v.unknown());
    expect((await pollUntilFinished(server, admin, file.FileId)).at(-1)!.Status).toBe('succeeded');
    const { rows } = await server.db.query<{ ticket_id: number }>('select ticket_id::float8 as ticket_id from tickets where file_id = $1 and number = $2', [file.FileId, '2222']);
    await successData(await post('admin', 'bet/transfer', { TicketIds: [rows[0]!.ticket_id], ToUserId: 'tfmemb' }), TransferredTicketsSchema);
    const deleted = await server.app.request(`${API}/4d/files/${file.FileId}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
    expect(deleted.status).toBe(200);
    // Every path is back where it was: $1 off tfmemb's and tfagentb's, $2 off tfmema2's and tfagenta's.
    expect(await openStakes()).toEqual(baseline);
  }, 120_000);
});
