/**
 * Settlement in slices (server/settlement/slices.ts, settleSlices.ts): a draw cut into two slices
 * settled at once gives the figures of one settled in one piece, and a slice interrupted in the middle
 * (its batch written then rolled back; or committed with the answer lost, so the batch is retried)
 * resumes with no row lost or doubled. Two slices on both engines (PGlite's transactions take turns).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer.ts';
import { closedDraw, FOUR_D_RESULT, insertTickets, type TestTicket } from './settlementSupport.ts';
import type { Database } from '../../server/db/database.ts';
import { writeResult } from '../../server/settlement/resultStore.ts';
import { queueSettlement, settlementStatus } from '../../server/settlement/progress.ts';
import { settleDraw } from '../../server/settlement/settleDraw.ts';

let server: TestServer;
let dateCounter = 0;
/** Each draw of this file on its own day, far from the seeded calendar and settlement.test.ts's. */
const nextDate = () => new Date(Date.UTC(2003, 0, 1) + dateCounter++ * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const DRAWN = [FOUR_D_RESULT.first, FOUR_D_RESULT.second, FOUR_D_RESULT.third, ...FOUR_D_RESULT.starters, ...FOUR_D_RESULT.consolations];
const BET_TYPES = ['straight', 'roll', 'kBet', 'iBet'] as const;

/** 360 tickets of three members, every bet type, half on a drawn number (so many win), in a fixed order. */
const TICKETS: TestTicket[] = Array.from({ length: 360 }, (_, i) => {
  const betType = BET_TYPES[i % 4]!;
  const base = i % 2 === 0 ? DRAWN[i % DRAWN.length]! : String((i * 7919) % 10_000).padStart(4, '0');
  const number = betType === 'roll' ? `${base.slice(0, i % 4)}R${base.slice((i % 4) + 1)}` : betType === 'straight' ? base : [...base].reverse().join('');
  return {
    userId: `member${1 + (i % 3)}`,
    betType,
    number,
    bigCents: 100 + (i % 3) * 50,
    smallCents: (i % 2) * 100,
    totoForm: null,
    totoAmountCents: 0,
    createdAt: '2027-01-01T00:00:00.000Z',
  };
});

const BATCH = 40;

async function drawWithTickets(): Promise<number> {
  const drawId = await closedDraw(server.db, 'SG', nextDate());
  await insertTickets(server.db, 'SG', drawId, TICKETS);
  await server.db.transaction(async (tx) => {
    await writeResult(tx, { drawId, locId: 'SG', userId: 'admin', at: server.now() }, FOUR_D_RESULT);
    expect(await queueSettlement(tx, drawId, server.now())).toBe(true);
  });
  return drawId;
}

/**
 * Everything settlement writes for a draw, with the draw's ids taken out: tickets by their place in
 * the draw (the same tickets are inserted for each draw), so two draws' figures compare as equal.
 */
async function figures(drawId: number) {
  const rows = async (sql: string) => (await server.db.query(sql, [drawId])).rows;
  const place = `(select count(*) from ticket_draws td where td.draw_id = $1 and td.ticket_id <= x.ticket_id)::int as place`;
  return {
    results: await rows(
      `select ${place}, x.user_id, x.entries, x.stake_cents::float8 as stake, x.strikes, x.strike_cents::float8 as strike_cents,
         x.win_loss_cents::float8 as win_loss from ticket_results x where x.draw_id = $1 order by x.ticket_id`,
    ),
    strikes: await rows(
      `select ${place}, x.number, x.prize, x.position, x.stake, x.stake_cents::float8 as stake_cents, x.per_unit,
         x.payout_cents::float8 as payout from strikes x where x.draw_id = $1 order by x.ticket_id, x.prize, x.position, x.stake`,
    ),
    users: await rows(
      `select user_id, tickets, turnover_cents::float8 as turnover, strikes, strike_cents::float8 as strike_cents,
         win_loss_cents::float8 as win_loss, commission_cents::float8 as commission, tax_cents::float8 as tax
       from draw_user_results where draw_id = $1 order by user_id`,
    ),
    commission: await rows(
      `select kind, user_id, bettor_id, rate_bp, turnover_cents::float8 as turnover, amount_cents::float8 as amount
       from draw_commission_lines where draw_id = $1 order by kind, user_id, bettor_id`,
    ),
    intake: await rows(
      `select user_id, intake_cents::float8 as intake, strikes, strike_cents::float8 as strike_cents, result_cents::float8 as result
       from draw_intake_results where draw_id = $1 order by user_id`,
    ),
    job: await rows(
      `select status, entries_total::float8 as entries_total, entries_settled::float8 as entries_settled, strikes::float8 as strikes,
         strike_cents::float8 as strike_cents from draw_settlements where draw_id = $1`,
    ),
  };
}

/**
 * The draw's state between two runs: each slice's committed part, and what is stored. Every result
 * stored is of a ticket at or before its slice's cursor, every such ticket has one, and the draw's
 * counts and per-user sums are the stored results' sums: nothing of a rolled-back batch, nothing twice.
 */
async function expectOnlyCommittedBatches(drawId: number) {
  const { rows: slices } = await server.db.query<{ slice: number; settled: number; results: number; done: boolean }>(
    `select s.slice, s.done,
       (select count(*) from ticket_draws td where td.draw_id = s.draw_id and td.ticket_id > s.after_ticket_id
          and td.ticket_id <= s.cursor_ticket_id)::int as settled,
       (select count(*) from ticket_results r where r.draw_id = s.draw_id and r.ticket_id > s.after_ticket_id
          and r.ticket_id <= coalesce(s.upto_ticket_id, 9223372036854775807))::int as results
     from draw_settlement_slices s where s.draw_id = $1 order by s.slice`,
    [drawId],
  );
  expect(slices.map((s) => s.slice)).toEqual([1, 2]);
  for (const slice of slices) expect(slice.results).toBe(slice.settled);
  const settled = slices.reduce((sum, s) => sum + s.settled, 0);
  expect(settled).toBeGreaterThan(0);
  expect(settled).toBeLessThan(TICKETS.length);
  const { rows } = await server.db.query(
    `select (select count(*) from ticket_results where draw_id = $1)::int as results,
       (select coalesce(sum(entries), 0) from ticket_results where draw_id = $1)::float8 as entries,
       (select entries_settled from draw_settlements where draw_id = $1)::float8 as entries_settled,
       (select count(*) from strikes where draw_id = $1)::int as strikes,
       (select strikes from draw_settlements where draw_id = $1)::int as strikes_counted,
       (select coalesce(sum(tickets), 0) from draw_settlement_user_sums where draw_id = $1)::int as summed_tickets,
       (select coalesce(sum(turnover_cents), 0) from draw_settlement_user_sums where draw_id = $1)::float8 as summed_turnover,
       (select coalesce(sum(stake_cents), 0) from ticket_results where draw_id = $1)::float8 as turnover`,
    [drawId],
  );
  const state = rows[0]!;
  expect(state.results).toBe(settled);
  expect(state.entries_settled).toBe(state.entries);
  expect(state.strikes_counted).toBe(state.strikes);
  expect(state.summed_tickets).toBe(settled);
  expect(state.summed_turnover).toBe(state.turnover);
}

/** The database, but its `kill`-th transaction fails: `before commit` after its work ran (rolled back), `after commit` once committed. */
function killingTransaction(kill: number, when: 'before commit' | 'after commit'): Database {
  let transactions = 0;
  return {
    ...server.db,
    engine: server.db.engine,
    query: (sql, params, prepared) => server.db.query(sql, params, prepared),
    transaction: async (work) => {
      const killed = ++transactions === kill;
      if (when === 'before commit') {
        return server.db.transaction(async (tx) => {
          const answer = await work(tx);
          if (killed) throw new Error('the slice was killed');
          return answer;
        });
      }
      const answer = await server.db.transaction(work);
      if (killed) throw new Error('the slice was killed');
      return answer;
    },
  };
}

describe('settlement in slices', () => {
  it('two slices give the figures of one piece, and leave no working rows', async () => {
    const whole = await drawWithTickets();
    expect(await settleDraw({ db: server.db, now: server.now }, whole, { batchTickets: BATCH, slices: 1 })).toBe(true);
    const sliced = await drawWithTickets();
    expect(await settleDraw({ db: server.db, now: server.now }, sliced, { batchTickets: BATCH, slices: 2 })).toBe(true);
    const expected = await figures(whole);
    expect(expected.results).toHaveLength(TICKETS.length);
    expect(expected.strikes.length).toBeGreaterThan(0);
    expect(await figures(sliced)).toEqual(expected);
    const { rows } = await server.db.query(
      `select (select count(*) from draw_settlement_slices where draw_id = $1)::int as slices,
         (select count(*) from draw_settlement_user_sums where draw_id = $1)::int as sums`,
      [sliced],
    );
    expect(rows[0]).toEqual({ slices: 0, sums: 0 });
  });

  // Transactions: 1 cuts the slices, 2 and 3 are the slices' first batches, 4 is a slice's second batch.
  it.each(['before commit', 'after commit'] as const)('a slice killed in the middle (%s) resumes with no row lost or doubled', async (when) => {
    const clean = await drawWithTickets();
    expect(await settleDraw({ db: server.db, now: server.now }, clean, { batchTickets: BATCH, slices: 2 })).toBe(true);

    const broken = await drawWithTickets();
    await expect(settleDraw({ db: killingTransaction(4, when), now: server.now }, broken, { batchTickets: BATCH, slices: 2 })).rejects.toThrow('the slice was killed');
    expect((await settlementStatus(server.db, broken))?.Status).toBe('failed');
    await expectOnlyCommittedBatches(broken);

    // Inserted again (a failed job is queued again) and resumed, at another batch size.
    await server.db.transaction((tx) => queueSettlement(tx, broken, server.now()));
    expect(await settleDraw({ db: server.db, now: server.now }, broken, { batchTickets: BATCH + 7, slices: 2 })).toBe(true);
    expect(await figures(broken)).toEqual(await figures(clean));
  });

  it('a draw settled in part by a server from before slices is sliced after its cursor, its results counted once', async () => {
    const clean = await drawWithTickets();
    expect(await settleDraw({ db: server.db, now: server.now }, clean, { batchTickets: BATCH, slices: 2 })).toBe(true);

    // Two batches of one slice committed, then the state an older server leaves: one cursor on the
    // progress row, no slices, no sums.
    const legacy = await drawWithTickets();
    await expect(settleDraw({ db: killingTransaction(4, 'before commit'), now: server.now }, legacy, { batchTickets: BATCH, slices: 1 })).rejects.toThrow('the slice was killed');
    await server.db.query(
      `update draw_settlements s set cursor_ticket_id = x.cursor_ticket_id from draw_settlement_slices x
       where x.draw_id = s.draw_id and x.slice = 1 and s.draw_id = $1`,
      [legacy],
    );
    await server.db.query('delete from draw_settlement_user_sums where draw_id = $1', [legacy]);
    await server.db.query('delete from draw_settlement_slices where draw_id = $1', [legacy]);
    const { rows } = await server.db.query<{ results: number }>('select count(*)::int as results from ticket_results where draw_id = $1', [legacy]);
    expect(rows[0]!.results).toBe(2 * BATCH);

    await server.db.transaction((tx) => queueSettlement(tx, legacy, server.now()));
    expect(await settleDraw({ db: server.db, now: server.now }, legacy, { batchTickets: BATCH, slices: 2 })).toBe(true);
    expect(await figures(legacy)).toEqual(await figures(clean));
  });
});
