/**
 * Bets In / Bets Out (betsIn, betsOut), Out Bets (bet/outBets), the tickets behind a number
 * (betsIn/tickets) and Out Setting's exceeding numbers (outSetting6Exceed), issue 21. The chain's
 * placement code is another part of the issue, so this test writes the chain itself: for member3's
 * tickets of a past SG draw it computes each ticket's In from its stake (DOMAIN.md: a 4D ticket's Big
 * In = big x entries, a roll 10 entries), lets agent2 keep at most a Big limit per number (first
 * ticket first) and pass the rest to admin (one number to a distributor), and stores ticket_intakes
 * and draw_intakes as the chain would. The screens' figures are compared with sums made here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsIn, betsInTickets, betsOut, outBets, outSetting6Exceed } from '../../contract/outSettings.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};
const USERS = ['admin', 'agent1', 'agent2', 'member3'];

interface Ticket {
  ticket_id: number;
  number: string;
  bet_type: string;
  big_cents: number;
  small_cents: number;
}
interface Level {
  ticketId: number;
  level: number;
  userId: string;
  number: string;
  betType: string;
  bigIn: number;
  bigIntake: number;
  smallIn: number;
  smallIntake: number;
  distributor: number | null;
}

/** agent2 keeps at most this much Big per number of the draw; Small it keeps whole (no limit). */
const BIG_LIMIT = 150;
let drawId: number;
let openDrawId: number;
let distributorId: number;
let chain: Level[];

const entriesOf = (betType: string) => (betType === 'roll' ? 10 : 1);

/** The chain of agent2 (level 1) and admin (level 2) for member3's tickets, computed here. */
function chainOf(tickets: readonly Ticket[], outsideNumber: string): Level[] {
  const keptBig = new Map<string, number>();
  const levels: Level[] = [];
  for (const ticket of [...tickets].sort((a, b) => a.ticket_id - b.ticket_id)) {
    const key = `${ticket.number}:${ticket.bet_type}`;
    const bigIn = ticket.big_cents * entriesOf(ticket.bet_type);
    const smallIn = ticket.small_cents * entriesOf(ticket.bet_type);
    const bigIntake = Math.min(bigIn, BIG_LIMIT - (keptBig.get(key) ?? 0));
    keptBig.set(key, (keptBig.get(key) ?? 0) + bigIntake);
    const distributor = ticket.number === outsideNumber ? distributorId : null;
    const base = { ticketId: ticket.ticket_id, number: ticket.number, betType: ticket.bet_type };
    levels.push({ ...base, level: 1, userId: 'agent2', bigIn, bigIntake, smallIn, smallIntake: smallIn, distributor });
    // The company keeps what reaches it; a distributor's share ends the chain.
    if (distributor === null && bigIn > bigIntake) levels.push({ ...base, level: 2, userId: 'admin', bigIn: bigIn - bigIntake, bigIntake: bigIn - bigIntake, smallIn: 0, smallIntake: 0, distributor: null });
  }
  return levels;
}

async function storeChain(levels: readonly Level[]) {
  await server.db.query(`delete from ticket_intakes where draw_id = $1 and user_id in ('agent2', 'admin')`, [drawId]);
  await server.db.query(`delete from draw_intakes where draw_id = $1 and user_id in ('agent2', 'admin')`, [drawId]);
  for (const l of levels) {
    await server.db.query(
      `insert into ticket_intakes (draw_id, ticket_id, level, user_id, number, bet_type, big_in, big_intake, small_in, small_intake, amount_in, amount_intake, out_distributor_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, 0, $11)`,
      [drawId, l.ticketId, l.level, l.userId, l.number, l.betType, l.bigIn, l.bigIntake, l.smallIn, l.smallIntake, l.distributor],
    );
  }
  for (const row of sumBy(levels, (l) => `${l.userId}|${l.number}|${l.betType}`)) {
    const [userId, number, betType] = row.key.split('|');
    await server.db.query(
      `insert into draw_intakes (draw_id, user_id, number, bet_type, big_in, big_intake, small_in, small_intake, max_payout_cents)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [drawId, userId, number, betType, row.bigIn, row.bigIntake, row.smallIn, row.smallIntake, row.bigIntake * 2],
    );
  }
}

function sumBy(levels: readonly Level[], keyOf: (level: Level) => string) {
  const sums = new Map<string, { key: string; bigIn: number; bigIntake: number; smallIn: number; smallIntake: number }>();
  for (const l of levels) {
    const key = keyOf(l);
    const sum = sums.get(key) ?? { key, bigIn: 0, bigIntake: 0, smallIn: 0, smallIntake: 0 };
    sum.bigIn += l.bigIn;
    sum.bigIntake += l.bigIntake;
    sum.smallIn += l.smallIn;
    sum.smallIntake += l.smallIntake;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of USERS) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
  // A past SG draw with several 4D tickets of member3 (agent2's member).
  const draw = await server.db.query<{ draw_id: number }>(
    `select td.draw_id from ticket_draws td join tickets t on t.ticket_id = td.ticket_id join draws d on d.draw_id = td.draw_id
     where t.user_id = 'member3' and d.loc_id = 'SG' and t.bet_type in ('straight', 'roll', 'iBet')
     group by td.draw_id having count(*) >= 3 order by td.draw_id limit 1`,
  );
  drawId = draw.rows[0]!.draw_id;
  const tickets = await server.db.query<Ticket>(
    `select t.ticket_id::int as ticket_id, t.number, t.bet_type, t.big_cents::int as big_cents, t.small_cents::int as small_cents
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id where td.draw_id = $1 and t.user_id = 'member3'`,
    [drawId],
  );
  distributorId = (
    await server.db.query<{ id: number }>(`insert into distributors (owner_id, loc_id, name) values ('agent2', 'SG', 'Outside Co') returning distributor_id as id`)
  ).rows[0]!.id;
  const outside = tickets.rows.find((t) => t.big_cents * entriesOf(t.bet_type) > BIG_LIMIT)!.number;
  chain = chainOf(tickets.rows, outside);
  await storeChain(chain);
  openDrawId = (
    await server.db.query<{ draw_id: number }>(`select draw_id from draws where loc_id = 'SG' and not is_finalised and closes_at > now() order by draw_date limit 1`)
  ).rows[0]!.draw_id;
  // The open draw: 1111 over the limit (300 passed Out), 2222 kept whole.
  await server.db.query(
    `insert into draw_intakes (draw_id, user_id, number, bet_type, big_in, big_intake, small_in, small_intake) values
       ($1, 'agent2', '1111', 'straight', 500, 200, 100, 100), ($1, 'agent2', '2222', 'straight', 300, 300, 0, 0)`,
    [openDrawId],
  );
});
afterAll(async () => {
  await server?.close();
});

const query = (extra: Record<string, string | number> = {}) => ({ query: { LocId: 'SG', DrawId: drawId, ...extra } });

describe('Bets In (Choice 1)', () => {
  it('shows per number what came in, what agent2 kept and passed Out, with totals that are the rows’ sums', async () => {
    const page = await as.agent2!.data(betsIn, query());
    const expected = sumBy(chain.filter((l) => l.userId === 'agent2'), (l) => `${l.number}|${l.betType}`);
    expect(page.Rows.map((r) => [`${r.Number}|${r.BetType}`, r.ttBigIn, r.ttBigIntake, r.ttBigOut, r.ttSmallIn, r.ttSmallIntake, r.ttSmallOut])).toEqual(
      expected.map((e) => [e.key, e.bigIn, e.bigIntake, e.bigIn - e.bigIntake, e.smallIn, e.smallIntake, 0]),
    );
    // No number keeps more Big than the limit; something went Out (the test means something).
    expect(page.Rows.every((r) => r.ttBigIntake <= BIG_LIMIT)).toBe(true);
    expect(page.Rows.some((r) => r.ttBigOut > 0)).toBe(true);
    for (const field of ['ttBigIn', 'ttBigIntake', 'ttBigOut', 'ttSmallIn', 'ttSmallIntake', 'ttSmallOut', 'ttMaxPayout'] as const)
      expect(page.Totals[field], field).toBe(page.Rows.reduce((total, r) => total + r[field], 0));
  });

  it('admin’s Bets In is what agent2 passed up (Out of one level = In of the next), the distributor’s share excepted', async () => {
    const admin = await as.admin!.data(betsIn, query());
    const passedUp = sumBy(chain.filter((l) => l.level === 1 && l.distributor === null && l.bigIn > l.bigIntake), (l) => `${l.number}|${l.betType}`);
    expect(admin.Rows.map((r) => [`${r.Number}|${r.BetType}`, r.ttBigIn])).toEqual(passedUp.map((e) => [e.key, e.bigIn - e.bigIntake]));
  });

  it('lets an upline read a downline’s, narrows by number, and refuses outside the tree or without OutSet', async () => {
    expect(await as.admin!.data(betsIn, query({ UserId: 'agent2' }))).toEqual(await as.agent2!.data(betsIn, query()));
    const first = chain[0]!.number;
    expect((await as.agent2!.data(betsIn, query({ txtSearch: first }))).Rows.every((r) => r.Number.startsWith(first))).toBe(true);
    await as.agent1!.refused(betsIn, 403, query({ UserId: 'agent2' }));
    await as.agent1!.refused(betsIn, 403, query());
    await as.agent2!.refused(betsIn, 403, query({ UserId: 'member1' }));
  });

  it('drills down to the tickets behind a number (their ticket_intakes rows at agent2’s level)', async () => {
    const number = chain[0]!.number;
    const betType = chain[0]!.betType;
    const page = await as.agent2!.data(betsInTickets, query({ Number: number, BetType: betType }));
    const behind = chain.filter((l) => l.userId === 'agent2' && l.number === number && l.betType === betType);
    expect(page.Rows.map((r) => [r.TicketId, r.Bettor, r.ttBigIn, r.ttBigIntake, r.ttBigOut])).toEqual(
      behind.map((l) => [l.ticketId, 'member3', l.bigIn, l.bigIntake, l.bigIn - l.bigIntake]),
    );
    expect(page.Totals.ttBigIn).toBe(behind.reduce((total, l) => total + l.bigIn, 0));
    await as.agent1!.refused(betsInTickets, 403, query({ UserId: 'agent2', Number: number }));
  });
});

describe('Bets Out (Choice 2) and Out Bets', () => {
  it('shows what agent2 passed on per number and to whom: admin (its upline) or the distributor', async () => {
    const expected = sumBy(chain.filter((l) => l.userId === 'agent2' && l.bigIn > l.bigIntake), (l) => `${l.number}|${l.betType}|${l.distributor === null ? 'admin' : 'Outside Co'}`);
    const rows = (page: { Rows: { Number: string; BetType: string; OutTo: string; ttBigOut: number; ttSmallOut: number }[] }) =>
      page.Rows.map((r) => [`${r.Number}|${r.BetType}|${r.OutTo}`, r.ttBigOut, r.ttSmallOut]);
    const out = await as.agent2!.data(betsOut, query());
    expect(rows(out)).toEqual(expected.map((e) => [e.key, e.bigIn - e.bigIntake, 0]));
    expect(out.Rows.some((r) => r.OutToKind === 'distributor' && r.DistributorId === distributorId)).toBe(true);
    expect(out.Totals.ttBigOut).toBe(out.Rows.reduce((total, r) => total + r.ttBigOut, 0));
    // Out Bets is the same figures on the Bets tab, for anyone granted BETOUT (agent1 reads its own, none here).
    expect(rows(await as.agent2!.data(outBets, query()))).toEqual(rows(out));
    expect((await as.agent1!.data(outBets, query())).Rows).toEqual([]);
    await as.agent1!.refused(outBets, 403, query({ UserId: 'agent2' }));
    await as.agent1!.refused(betsOut, 403, query());
  });
});

describe('Out Setting: the numbers of the open draws over the limit', () => {
  it('lists only open draws’ numbers where something was passed Out', async () => {
    const page = await as.agent2!.data(outSetting6Exceed, { query: { LocId: 'SG' } });
    expect(page.Rows.map((r) => [r.DrawId, r.Number, r.ttBigIn, r.ttBigIntake, r.ttBigOut, r.ttSmallOut])).toEqual([[openDrawId, '1111', 500, 200, 300, 0]]);
    await as.agent1!.refused(outSetting6Exceed, 403, { query: { LocId: 'SG' } });
  });
});
