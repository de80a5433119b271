/**
 * The SQL settlement (server/settlement/) against the pure rules (domain/settlement settleTicket, its
 * oracle), ticket by ticket, for random tickets of every bet type, per-user overrides and a rate
 * changed between two placements; and its exactly-once guarantees: re-running, two runners at once,
 * a runner that died, and a reset followed by the same result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, type TestServer } from './testServer.ts';
import { closedDraw, entriesOfTicket, FOUR_D_RESULT, insertTickets, tableDigests, tableInForce, type TestTicket } from './settlementSupport.ts';
import { settleTicket, type DrawResult, type Strike } from '../../domain/settlement/index.ts';
import type { TotoForm } from '../../domain/bets/index.ts';
import type { Database } from '../../server/db/database.ts';
import { writeResult } from '../../server/settlement/resultStore.ts';
import { queueSettlement, settlementStatus } from '../../server/settlement/progress.ts';
import { settleDraw } from '../../server/settlement/settleDraw.ts';

let server: TestServer;
let dateCounter = 0;
/** Each draw of this file on its own day, far from the seeded calendar. */
const nextDate = () => new Date(Date.UTC(2001, 0, 1) + dateCounter++ * 86_400_000).toISOString().slice(0, 10);

const EARLY = '2027-01-01T00:00:00.000Z';
const RATE_CHANGE = '2028-01-01T00:00:00.000Z';
const LATE = '2028-06-01T00:00:00.000Z';

const FOUR_D_NUMBERS = [FOUR_D_RESULT.first, FOUR_D_RESULT.second, FOUR_D_RESULT.third, ...FOUR_D_RESULT.starters, ...FOUR_D_RESULT.consolations];
const TOTO_RESULT: DrawResult = { game: 'TOTO', numbers: [3, 14, 22, 35, 41, 49], additional: 7 };

const deps = () => ({ db: server.db, now: server.now });

async function saveAndQueue(db: Database, locId: string, drawId: number, result: DrawResult) {
  await db.transaction(async (tx) => {
    await writeResult(tx, { drawId, locId, userId: 'admin', at: server.now() }, result);
    expect(await queueSettlement(tx, drawId, server.now())).toBe(true);
  });
}

/** What the oracle says of a ticket, in the strikes table's terms. */
const strikeKey = (s: Strike) =>
  s.game === '4D'
    ? `${s.number}|${s.prize}|${s.position}|${s.stake}|${s.stakeCents}|${s.prizePerUnit}|${s.payoutCents}`
    : `${s.number}|${s.group}|1|unit|${s.stakeCents}|${s.prizePerUnit}|${s.payoutCents}`;

async function expectOracle(locId: 'SG' | 'MG' | 'TT', drawId: number, ids: number[], tickets: TestTicket[], result: DrawResult) {
  const { rows: results } = await server.db.query<{ ticket_id: number; stake_cents: number; strikes: number; strike_cents: number; win_loss_cents: number }>(
    `select ticket_id::float8 as ticket_id, stake_cents::float8 as stake_cents, strikes, strike_cents::float8 as strike_cents,
       win_loss_cents::float8 as win_loss_cents from ticket_results where draw_id = $1`,
    [drawId],
  );
  const { rows: strikes } = await server.db.query<{ ticket_id: number; key: string }>(
    `select ticket_id::float8 as ticket_id, concat_ws('|', number, prize, position, stake, stake_cents, per_unit, payout_cents) as key
     from strikes where draw_id = $1`,
    [drawId],
  );
  expect(results).toHaveLength(tickets.length);
  const tables = new Map<string, Awaited<ReturnType<typeof tableInForce>>>();
  for (const [index, ticket] of tickets.entries()) {
    const tableKey = `${ticket.userId}@${ticket.createdAt}`;
    if (!tables.has(tableKey)) tables.set(tableKey, await tableInForce(server.db, locId, ticket.userId, ticket.createdAt));
    const expected = settleTicket(entriesOfTicket(ticket), result, tables.get(tableKey)!);
    const id = ids[index]!;
    const row = results.find((r) => r.ticket_id === id);
    const context = JSON.stringify(ticket);
    expect(row, context).toMatchObject({
      stake_cents: expected.stakeCents,
      strikes: expected.strikes.length,
      strike_cents: expected.strikeCents,
      win_loss_cents: expected.winLossCents,
    });
    expect(strikes.filter((s) => s.ticket_id === id).map((s) => s.key).sort(), context).toEqual(expected.strikes.map(strikeKey).sort());
  }
}

const pad = (n: number) => String(n).padStart(4, '0');

/** A 4D ticket whose number is often a drawn one (or a permutation, or a roll of one), so many win. */
const fourDTicket = fc
  .record({
    userId: fc.constantFrom('member1', 'member2', 'member3'),
    betType: fc.constantFrom('straight', 'roll', 'kBet', 'iBet'),
    base: fc.oneof(fc.constantFrom(...FOUR_D_NUMBERS), fc.integer({ min: 0, max: 9999 }).map(pad)),
    order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
    rollAt: fc.integer({ min: 0, max: 3 }),
    bigCents: fc.constantFrom(0, 100, 250),
    smallCents: fc.constantFrom(0, 50, 100),
    late: fc.boolean(),
    second: fc.integer({ min: 0, max: 3600 }),
  })
  .map(({ userId, betType, base, order, rollAt, bigCents, smallCents, late, second }): TestTicket => {
    const number =
      betType === 'roll'
        ? base.slice(0, rollAt) + 'R' + base.slice(rollAt + 1)
        : betType === 'straight'
          ? base
          : order.map((i) => base[i]).join('');
    const at = new Date(Date.parse(late ? LATE : EARLY) + second * 1000).toISOString();
    return { userId, betType, number, bigCents: bigCents + (bigCents + smallCents === 0 ? 100 : 0), smallCents, totoForm: null, totoAmountCents: 0, createdAt: at };
  });

const TOTO_FORMS: TotoForm[] = ['/', '/2', 'TO', 'TE'];
const totoHalf = fc.oneof(fc.constantFrom(3, 14, 22, 35, 41, 49, 7), fc.integer({ min: 0, max: 99 })).map((n) => String(n).padStart(2, '0'));
const ttTicket = fc
  .record({ a: totoHalf, b: totoHalf, form: fc.constantFrom(...TOTO_FORMS), amount: fc.constantFrom(100, 200), fourD: fc.boolean(), late: fc.boolean() })
  .map(({ a, b, form, amount, fourD, late }): TestTicket =>
    // TT sells 4D too: such a ticket has nothing to match on a TOTO result, and stakes all the same.
    fourD
      ? { userId: 'ttagent', betType: 'straight', number: a + b, bigCents: amount, smallCents: 0, totoForm: null, totoAmountCents: 0, createdAt: late ? LATE : EARLY }
      : { userId: 'ttagent', betType: 'toto', number: a + b, bigCents: 0, smallCents: 0, totoForm: form, totoAmountCents: amount, createdAt: late ? LATE : EARLY },
  );

/** A figure changed at `at`: the row in force is closed and a new one starts (as the Pay Rate screen does). */
async function changeRate(locId: string, userId: string | null, kind: string, variant: string, prize: string, stake: string, perUnit: number, at: string) {
  await server.db.query(
    `update pay_rates set valid_until = $7::timestamptz
     where loc_id = $1 and user_id is not distinct from $2 and kind = $3 and variant = $4 and prize = $5 and stake = $6 and valid_until is null`,
    [locId, userId, kind, variant, prize, stake, at],
  );
  await server.db.query(
    `insert into pay_rates (loc_id, user_id, kind, variant, prize, stake, per_unit, valid_from) values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)`,
    [locId, userId, kind, variant, prize, stake, perUnit, at],
  );
}

beforeAll(async () => {
  server = await startTestServer();
  // A default rate changed between the two placement times, and per-user overrides (one in force for
  // both times, one only for the later tickets).
  await changeRate('SG', null, 'N', '', 'starter', 'big', 260, RATE_CHANGE);
  await changeRate('SG', null, 'I', '12', 'first', 'big', 170, RATE_CHANGE);
  await changeRate('SG', 'member1', 'N', '', 'first', 'big', 2600, '2026-12-01T00:00:00.000Z');
  await changeRate('SG', 'member2', 'K', '', 'starter', 'big', 300, RATE_CHANGE);
  await changeRate('TT', 'ttagent', 'T', 'TO', 'both', 'unit', 40, RATE_CHANGE);
});
afterAll(async () => {
  await server?.close();
});

describe('settlement in SQL equals the pure rules', () => {
  it('4D: every ticket of every bet type, overrides and a rate changed between placements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fourDTicket, { minLength: 60, maxLength: 90 }), async (tickets) => {
        const drawId = await closedDraw(server.db, 'SG', nextDate());
        const ids = await insertTickets(server.db, 'SG', drawId, tickets);
        await saveAndQueue(server.db, 'SG', drawId, FOUR_D_RESULT);
        // Small batches, so a draw takes several.
        expect(await settleDraw(deps(), drawId, { batchTickets: 17 })).toBe(true);
        await expectOracle('SG', drawId, ids, tickets, FOUR_D_RESULT);
      }),
      { numRuns: 4 },
    );
  });

  it('TOTO: each form and group, from its configured figures; a 4D ticket at TT wins nothing on a TOTO result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ttTicket, { minLength: 60, maxLength: 90 }), async (tickets) => {
        const drawId = await closedDraw(server.db, 'TT', nextDate());
        const ids = await insertTickets(server.db, 'TT', drawId, tickets);
        await saveAndQueue(server.db, 'TT', drawId, TOTO_RESULT);
        expect(await settleDraw(deps(), drawId, { batchTickets: 25 })).toBe(true);
        await expectOracle('TT', drawId, ids, tickets, TOTO_RESULT);
      }),
      { numRuns: 2 },
    );
  });
});

const FIGURE_TABLES = ['strikes', 'ticket_results', 'draw_user_results', 'draw_commission_lines', 'draw_intake_results'] as const;
async function figuresOf(drawId: number) {
  const digests: Record<string, string> = {};
  for (const table of FIGURE_TABLES) {
    const { rows } = await server.db.query<{ digest: string }>(
      `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${table} r where draw_id = $1`,
      [drawId],
    );
    digests[table] = rows[0]!.digest;
  }
  const { rows } = await server.db.query<{ figures: string }>(
    `select concat_ws('|', status, entries_total, entries_settled, strikes, strike_cents, cursor_ticket_id) as figures from draw_settlements where draw_id = $1`,
    [drawId],
  );
  return { ...digests, progress: rows[0]?.figures ?? null };
}

const sampleTickets = (count: number, seed: number) => fc.sample(fourDTicket, { numRuns: count, seed });

describe('exactly once', () => {
  it('running a settled draw again changes nothing', async () => {
    const drawId = await closedDraw(server.db, 'SG', nextDate());
    await insertTickets(server.db, 'SG', drawId, sampleTickets(120, 1));
    await saveAndQueue(server.db, 'SG', drawId, FOUR_D_RESULT);
    await settleDraw(deps(), drawId, { batchTickets: 50 });
    const before = await tableDigests(server.db, ['strikes', 'ticket_results', 'draw_user_results', 'draw_commission_lines', 'draw_intake_results', 'draw_settlements', 'draws', 'audit_log']);
    expect(await settleDraw(deps(), drawId)).toBe(true);
    // Inserting again answers the same job and queues nothing.
    await server.db.transaction((tx) => queueSettlement(tx, drawId, server.now()));
    expect(await settleDraw(deps(), drawId)).toBe(true);
    expect(await tableDigests(server.db, Object.keys(before))).toEqual(before);
  });

  it('two runners at once settle each entry once', async () => {
    const drawId = await closedDraw(server.db, 'SG', nextDate());
    const tickets = sampleTickets(1500, 2);
    await insertTickets(server.db, 'SG', drawId, tickets);
    await saveAndQueue(server.db, 'SG', drawId, FOUR_D_RESULT);
    await Promise.all([settleDraw(deps(), drawId, { batchTickets: 100 }), settleDraw(deps(), drawId, { batchTickets: 70 })]);
    const job = await settlementStatus(server.db, drawId);
    expect(job?.Status).toBe('succeeded');
    expect(job?.EntriesSettled).toBe(job?.EntriesTotal);
    const { rows } = await server.db.query<{ results: number; strikes: number; strike_cents: number }>(
      `select (select count(*) from ticket_results where draw_id = $1)::int as results,
         (select count(*) from strikes where draw_id = $1)::int as strikes,
         (select coalesce(sum(payout_cents), 0) from strikes where draw_id = $1)::float8 as strike_cents`,
      [drawId],
    );
    expect(rows[0]).toEqual({ results: tickets.length, strikes: job?.Strikes, strike_cents: job?.StrikeCents });
  });

  it('a runner that died is resumed from its cursor, with the figures of an uninterrupted run', async () => {
    const tickets = sampleTickets(400, 3);
    const clean = await closedDraw(server.db, 'SG', nextDate());
    await insertTickets(server.db, 'SG', clean, tickets);
    await saveAndQueue(server.db, 'SG', clean, FOUR_D_RESULT);
    await settleDraw(deps(), clean, { batchTickets: 60 });

    const broken = await closedDraw(server.db, 'SG', nextDate());
    await insertTickets(server.db, 'SG', broken, tickets);
    await saveAndQueue(server.db, 'SG', broken, FOUR_D_RESULT);
    // The third transaction fails, as when the process dies after two committed batches.
    let transactions = 0;
    const dying: Database = {
      ...server.db,
      engine: server.db.engine,
      query: (sql, params) => server.db.query(sql, params),
      transaction: (work) => (++transactions === 3 ? Promise.reject(new Error('the process died')) : server.db.transaction(work)),
    };
    await expect(settleDraw({ db: dying, now: server.now }, broken, { batchTickets: 60 })).rejects.toThrow('the process died');
    expect((await settlementStatus(server.db, broken))?.EntriesSettled).toBeGreaterThan(0);
    await server.db.transaction((tx) => queueSettlement(tx, broken, server.now()));
    expect(await settleDraw(deps(), broken, { batchTickets: 60 })).toBe(true);

    const totals = async (drawId: number) =>
      (await server.db.query(
        `select count(*)::int as tickets, sum(stake_cents)::float8 as stake, sum(strikes)::int as strikes, sum(strike_cents)::float8 as strike_cents
         from ticket_results where draw_id = $1`,
        [drawId],
      )).rows[0];
    expect(await totals(broken)).toEqual(await totals(clean));
    expect((await settlementStatus(server.db, broken))?.EntriesSettled).toBe((await settlementStatus(server.db, clean))?.EntriesSettled);
  });

  it('a reset followed by the same result gives the same figures', async () => {
    const { undoSettlement } = await import('../../server/settlement/undoSettlement.ts');
    const drawId = await closedDraw(server.db, 'SG', nextDate());
    await insertTickets(server.db, 'SG', drawId, sampleTickets(200, 4));
    await saveAndQueue(server.db, 'SG', drawId, FOUR_D_RESULT);
    await settleDraw(deps(), drawId, { batchTickets: 30 });
    const first = await figuresOf(drawId);
    expect(await server.db.transaction((tx) => undoSettlement(tx, drawId))).toEqual({ ok: true, undone: true });
    expect((await figuresOf(drawId)).progress).toBeNull();
    await server.db.transaction((tx) => queueSettlement(tx, drawId, server.now()));
    await settleDraw(deps(), drawId, { batchTickets: 45 });
    expect(await figuresOf(drawId)).toEqual(first);
  });
});

describe('commission, tax and intake (DOMAIN.md sec. 4-6)', () => {
  it('member earns its rate, each upline the difference, tax per user on the path; each line rounded half-even', async () => {
    // member1 (800 bp) under agent1 (1500 bp, tax 50 bp) under admin (the company: earns none).
    const drawId = await closedDraw(server.db, 'SG', nextDate());
    const base = { betType: 'straight' as const, smallCents: 0, totoForm: null, totoAmountCents: 0, createdAt: EARLY };
    await insertTickets(server.db, 'SG', drawId, [
      { ...base, userId: 'member1', number: '1234', bigCents: 12_000 },
      { ...base, userId: 'member1', number: '9990', bigCents: 350 },
    ]);
    await saveAndQueue(server.db, 'SG', drawId, FOUR_D_RESULT);
    await settleDraw(deps(), drawId);
    const { rows: lines } = await server.db.query(
      `select kind, user_id, rate_bp, turnover_cents::float8 as turnover, amount_cents::float8 as amount
       from draw_commission_lines where draw_id = $1 order by kind, user_id`,
      [drawId],
    );
    // Turnover 12 350: 8 % = 988; 7 % = 864.5, half-even 864; tax 0.5 % = 61.75 -> 62.
    expect(lines).toEqual([
      { kind: 'commission', user_id: 'agent1', rate_bp: 700, turnover: 12_350, amount: 864 },
      { kind: 'commission', user_id: 'member1', rate_bp: 800, turnover: 12_350, amount: 988 },
      { kind: 'tax', user_id: 'agent1', rate_bp: 50, turnover: 12_350, amount: 62 },
    ]);
    // 1234 is Starter 1: member1's own override leaves Starter at the default 250 (early ticket) -> 120 x 250 $.
    const { rows: users } = await server.db.query(
      `select user_id, turnover_cents::float8 as turnover, strike_cents::float8 as strikes, win_loss_cents::float8 as win_loss,
         commission_cents::float8 as commission, tax_cents::float8 as tax from draw_user_results where draw_id = $1`,
      [drawId],
    );
    expect(users).toEqual([{ user_id: 'member1', turnover: 12_350, strikes: 3_000_000, win_loss: 2_987_650, commission: 988, tax: 0 }]);
    const { rows: intake } = await server.db.query(
      `select user_id, intake_cents::float8 as intake, strike_cents::float8 as strikes, result_cents::float8 as result
       from draw_intake_results where draw_id = $1`,
      [drawId],
    );
    expect(intake).toEqual([{ user_id: 'agent1', intake: 12_350, strikes: 3_000_000, result: -2_987_650 }]);
  });
});

describe('a job without a result', () => {
  it('fails with a message instead of settling every ticket as a loser', async () => {
    const drawId = await closedDraw(server.db, 'SG', nextDate());
    await insertTickets(server.db, 'SG', drawId, sampleTickets(10, 5));
    // As if reset7 removed the result just after insertProcess queued the job.
    await server.db.query(`insert into draw_settlements (draw_id, status, queued_at) values ($1, 'queued', now())`, [drawId]);
    expect(await settleDraw(deps(), drawId)).toBe(false);
    expect(await settlementStatus(server.db, drawId)).toMatchObject({ Status: 'failed', Message: expect.stringMatching(/no result/) });
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from ticket_results where draw_id = $1', [drawId]);
    expect(rows[0]!.n).toBe(0);
  });
});
