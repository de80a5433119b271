/**
 * Deleting tickets before the cut-off (spec 02 §7.6 DELETE bet/ and bet/page; issue 21): a deleted ticket
 * leaves the chain and the credit as if it had never been placed (the tickets after it take the limit it
 * freed; every Credit Left of the path is back), with an audit row; refused whole outside the caller's
 * tree (404) and after the cut-off (409); a retry with the same Idempotency-Key is answered once.
 * PGlite and PostgreSQL (DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeletedTicketsSchema } from '../../../contract/betDelete.ts';
import { PlaceBetsResultSchema } from '../../../contract/bets.ts';
import type { DrawDate } from '../../../contract/draws.ts';
import { errorEnvelope, signIn, startTestServer, successData, type TestServer } from '../testServer.ts';
import { API, nextDrawOf, postJson } from '../betting.ts';
import { addBranchUsers, storedFigures } from '../ledgerSupport.ts';
import { closedDraw, insertTickets } from '../settlementSupport.ts';
import { chainOf } from './chainOracle.ts';
import { chainRowsOf, settingsOf, sortRows, ticketsOf } from './chainSupport.ts';

let server: TestServer;
let draw: DrawDate;
const tokens = new Map<string, string>();
const PATH = ['bdmember', 'bdagent', 'admin'];

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, [
    { userId: 'bdagent', parentId: 'admin', role: 'AG', creditCents: 10_000_000 },
    { userId: 'bdmember', parentId: 'bdagent', role: 'MEM', creditCents: 1_000_000 },
    { userId: 'bdother', parentId: 'admin', role: 'AG', creditCents: 1_000_000 },
  ]);
  for (const user of ['bdmember', 'bdagent', 'bdother']) tokens.set(user, (await signIn(server.app, user)).access_token);
  draw = await nextDrawOf(server, tokens.get('bdmember')!, 'SG');
  // bdagent keeps at most $10 Big of each straight number.
  await server.db.query(`insert into intake_limits (user_id, loc_id, number, bet_type, big_cents) values ('bdagent', 'SG', '*', 'straight', 1000)`);
});
afterAll(async () => {
  await server?.close();
});

async function place(message: string): Promise<number> {
  const placed = await successData(
    await server.app.request(`${API}/4d/bet/`, postJson(tokens.get('bdmember')!, { LocId: 'SG', DrawId: draw.DrawId, Message: message })),
    PlaceBetsResultSchema,
  );
  return placed.Lines[0]!.TicketId!;
}

const remove = (user: string, path: string, body: object, key?: string) =>
  server.app.request(`${API}/4d/${path}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${tokens.get(user)}`, 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ LocId: 'SG', ...body }),
  });

const figures = async () => Promise.all(PATH.map((user) => storedFigures(server.db, user)));

describe(`deleting tickets (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('leaves the chain and the credit as if the ticket had never been placed', async () => {
    const before = await figures();
    const first = await place('1234 8-0');
    const second = await place('1234 5-0');
    const third = await place('1234 4-1');
    const costs = (await server.db.query<{ cost: number }>('select sum(cost_cents)::float8 as cost from tickets where ticket_id = any($1::bigint[])', [[second, third]])).rows[0]!.cost;
    // bdagent kept $8 of the first and $2 of the second, nothing of the third.
    const key = randomUUID();
    const answer = await successData(await remove('bdmember', 'bet/', { TicketId: first }, key), DeletedTicketsSchema);
    expect(answer).toEqual({ TicketIds: [first], Released: 8 });
    // The same request again (a retry): answered the same, nothing more deleted or released.
    expect(await successData(await remove('bdmember', 'bet/', { TicketId: first }, key), DeletedTicketsSchema)).toEqual(answer);

    const after = await figures();
    after.forEach((f, i) => expect(f.openStakeCents).toBe(before[i]!.openStakeCents + costs));
    const rows = await chainRowsOf(server.db, [draw.DrawId]);
    const expected = sortRows([...chainOf(await settingsOf(server.db), await ticketsOf(server.db, [draw.DrawId])).values()]);
    expect(rows).toEqual(expected);
    expect(rows.filter((r) => r.ticketId === first)).toEqual([]);
    // The second now keeps all its $5 and the third $4 of the $10 the first no longer holds.
    const kept = (ticketId: number) => rows.find((r) => r.ticketId === ticketId && r.userId === 'bdagent')!.intake.big;
    expect([kept(second), kept(third)]).toEqual([500, 400]);
    const { rows: sums } = await server.db.query<{ big_in: number; big_intake: number }>(
      `select big_in::float8 as big_in, big_intake::float8 as big_intake from draw_intakes
       where draw_id = $1 and user_id = 'bdagent' and number = '1234' and bet_type = 'straight'`,
      [draw.DrawId],
    );
    expect(sums).toEqual([{ big_in: 900, big_intake: 900 }]);
    const { rows: audit } = await server.db.query<{ user_id: string; entity_id: string }>(
      `select user_id, entity_id from audit_log where action = 'bet.delete' and entity_id = $1`,
      [String(first)],
    );
    expect(audit).toEqual([{ user_id: 'bdmember', entity_id: String(first) }]);

    // bet/page: the two left, at once.
    expect(await successData(await remove('bdagent', 'bet/page', { TicketIds: [second, third] }), DeletedTicketsSchema)).toEqual({
      TicketIds: [second, third], Released: costs / 100,
    });
    expect((await figures()).map((f) => f.openStakeCents)).toEqual(before.map((f) => f.openStakeCents));
    expect(await chainRowsOf(server.db, [draw.DrawId])).toEqual(
      sortRows([...chainOf(await settingsOf(server.db), await ticketsOf(server.db, [draw.DrawId])).values()]),
    );
  }, 120_000);

  it('is refused whole outside the tree and after the cut-off, and changes nothing', async () => {
    const mine = await place('5678 1-0');
    expect((await errorEnvelope(await remove('bdother', 'bet/', { TicketId: mine }), 404)).message).toBe(`There is no ticket ${mine}.`);
    const closed = await closedDraw(server.db, 'SG', '2001-03-07');
    const [old] = await insertTickets(server.db, 'SG', closed, [
      { userId: 'bdmember', betType: 'straight', number: '1234', bigCents: 100, smallCents: 0, totoForm: null, totoAmountCents: 0, createdAt: '2001-03-01T00:00:00Z' },
    ]);
    const refusal = await errorEnvelope(await remove('bdmember', 'bet/page', { TicketIds: [mine, old] }), 409);
    expect(refusal.message).toBe(`The draw of 2001-03-07 closed at 18:00: ticket ${old} can no longer be deleted.`);
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from tickets where ticket_id = any($1::bigint[])', [[mine, old]]);
    expect(rows[0]!.n).toBe(2);
  }, 60_000);
});
