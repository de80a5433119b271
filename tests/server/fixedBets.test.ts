/**
 * Fixed bets (issue 21; contract/fixedBets.ts): creation checks every line like Place Bets, the Fixed
 * Process places each active fixed bet once per due draw through the typed bet's checks, never twice
 * (a rerun, two runners of one run, two runs at once, a run stopped and resumed), and records each
 * refusal with its reason. The oracle of "due" is DOMAIN.md's and Fixed Setting's rule applied to the
 * draws as stored: open (not finalised, cut-off ahead), cut-off within HoursBeforeCutOff, weekday among
 * the fixed bet's Days. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFixedBet,
  deleteFixedBet,
  fixedBetPage,
  fixedBetSettings,
  fixedBetView,
  selectFixedSetting,
  selectProcessJob,
  updateFixedSetting,
  updateProcessJob,
  FIXED_BET_DAYS,
  type FixedBetDay,
} from '../../contract/fixedBets.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import { runFixedProcess } from '../../server/fixedBets/fixedRun.ts';
import { placeFixedBet } from '../../server/fixedBets/placeFixedBet.ts';
import { fixedProcessJobs } from '../../server/jobs/fixedProcessJob.ts';
import { startAutoPlacedRuns } from '../../server/jobs/fixedSchedule.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { expectTicketDrawCopiesEqualTickets } from './ticketDrawCopies.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { addBranchUsers, creditLeftOf, storedFigures } from './ledgerSupport.ts';

let server: TestServer;
const api = new Map<string, ApiClient>();
const as = (user: string) => api.get(user)!;
const WEEK_HOURS = 168;

beforeAll(async () => {
  server = await startTestServer();
  await addBranchUsers(server.db, [
    { userId: 'fxagent', parentId: 'admin', role: 'AG', creditCents: 10_000_000 },
    { userId: 'fxrich', parentId: 'fxagent', role: 'MEM', creditCents: 1_000_000 },
    { userId: 'fxpoor', parentId: 'fxagent', role: 'MEM', creditCents: 150 },
    { userId: 'fxoff', parentId: 'fxagent', role: 'MEM', creditCents: 1_000_000 },
    { userId: 'fxrace', parentId: 'fxagent', role: 'MEM', creditCents: 1_000_000 },
  ]);
  for (const user of ['admin', 'agent1', 'agent2', 'member1', 'fxagent', 'fxrich', 'fxoff']) api.set(user, apiAs(server, (await signIn(server.app, user)).access_token));
  // A week's window: every open SG draw of the coming days is due.
  await as('admin').data(updateFixedSetting, { body: { LocId: 'SG', HoursBeforeCutOff: WEEK_HOURS, AutoPlace: false } });
});
afterAll(async () => {
  await server?.close();
});

interface StoredDraw {
  drawId: number;
  day: FixedBetDay;
  closesAt: number;
  finalised: boolean;
}

const WEEKDAY: readonly FixedBetDay[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

async function sgDraws(): Promise<StoredDraw[]> {
  const { rows } = await server.db.query<{ draw_id: number; draw_date: string; closes_at: string; is_finalised: boolean }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, (extract(epoch from closes_at) * 1000)::bigint::text as closes_at, is_finalised
     from draws where loc_id = 'SG'`,
  );
  return rows.map((r) => ({
    drawId: r.draw_id,
    day: WEEKDAY[new Date(`${r.draw_date}T00:00:00Z`).getUTCDay()]!,
    closesAt: Number(r.closes_at),
    finalised: r.is_finalised,
  }));
}

/** The oracle: the draws a fixed bet of `days` is due on now, by the rule as written. */
async function dueDraws(days: readonly FixedBetDay[]): Promise<number[]> {
  const now = server.now();
  return (await sgDraws())
    .filter((d) => !d.finalised && d.closesAt > now && d.closesAt <= now + WEEK_HOURS * 3_600_000 && days.includes(d.day))
    .map((d) => d.drawId)
    .sort((a, b) => a - b);
}

/** The draws holding tickets of `userId`, each with how many tickets of it: what a bettor sees. */
async function ticketsPerDraw(userId: string): Promise<Map<number, number>> {
  const { rows } = await server.db.query<{ draw_id: number; n: number }>(
    `select td.draw_id, count(*)::int as n from ticket_draws td join tickets t on t.ticket_id = td.ticket_id where t.user_id = $1 group by td.draw_id`,
    [userId],
  );
  return new Map(rows.map((r) => [r.draw_id, r.n]));
}

/** Days on which SG has an open draw in the coming week (the seed's calendar: Wed, Sat, Sun), Monday first. */
async function openDays(): Promise<FixedBetDay[]> {
  const now = server.now();
  const days = new Set((await sgDraws()).filter((d) => !d.finalised && d.closesAt > now && d.closesAt <= now + WEEK_HOURS * 3_600_000).map((d) => d.day));
  return FIXED_BET_DAYS.filter((d) => days.has(d));
}

async function runProcess(): Promise<void> {
  await as('admin').data(updateProcessJob, { body: { LocId: 'SG' } });
  await server.jobs.drain();
}

describe('creating a fixed bet', () => {
  it('refuses every bad line with its own message, a day code, no day, and keeps nothing', async () => {
    const refused = await as('fxagent').refused(createFixedBet, 400, {
      body: { LocId: 'SG', UserId: 'fxrich', Message: '1234 1-2\n12x4 1\n0 5678 1-1', Days: [] },
    });
    const problems = (refused.data as { Problems: { Field: string; Message: string }[] }).Problems;
    expect(problems.map((p) => p.Field)).toEqual(['Message', 'Message', 'Days']);
    expect(problems[0]!.Message).toMatch(/^Line 2, column \d+: /);
    expect(problems[1]!.Message).toBe('Line 3, column 1: A fixed bet repeats on its Days: write the line without a day code.');
    expect(problems[2]!.Message).toBe('Choose at least one draw day.');
    const { rows } = await server.db.query(`select 1 from fixed_bets where user_id = 'fxrich'`);
    expect(rows).toHaveLength(0);
  });

  it('is for a user of the caller’s tree who may place bets, else 403', async () => {
    await as('agent2').refused(createFixedBet, 403, { body: { LocId: 'SG', UserId: 'fxrich', Message: '1234 1-', Days: ['Wed'] } });
    await as('member1').refused(createFixedBet, 403, { body: { LocId: 'SG', UserId: 'fxrich', Message: '1234 1-', Days: ['Wed'] } });
    await server.db.query(`update users set disable_place_bet_and_fixed_bet = true where user_id = 'fxoff'`);
    const refused = await as('fxagent').refused(createFixedBet, 403, { body: { LocId: 'SG', UserId: 'fxoff', Message: '1234 1-', Days: ['Wed'] } });
    expect(refused.message).toBe('Placing bets is disabled for fxoff.');
    // Its own flag hides Fixed Bet from it (spec 02 §6): the server refuses the list too.
    await as('fxoff').refused(fixedBetPage, 403, { query: { LocId: 'SG' } });
    await server.db.query(`update users set disable_place_bet_and_fixed_bet = false where user_id = 'fxoff'`);
  });

  it('answers 400 to a body of the wrong shape, writing nothing', async () => {
    await as('fxagent').refused(createFixedBet, 400, { body: { LocId: 'SG', UserId: 'fxrich', Message: 5, Days: ['Wed'] } });
    await as('fxagent').refused(createFixedBet, 400, { body: { LocId: 'SG', UserId: 'fxrich', Message: '1234 1-', Days: ['Fri', 'Someday'] } });
    await as('fxagent').refused(deleteFixedBet, 400, { body: { LocId: 'SG', FixedBetId: 'x' } });
    const { rows } = await server.db.query(`select 1 from fixed_bets where user_id = 'fxrich'`);
    expect(rows).toHaveLength(0);
  });
});

describe('the Fixed Process', () => {
  it('places a fixed bet on every due draw of its days exactly once, however often it runs', async () => {
    const days = (await openDays()).slice(0, 2);
    expect(days.length).toBeGreaterThan(0);
    const created = await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxrich', Message: '1234 1-2\n5678 2-', Days: days } });
    expect(created).toMatchObject({ UserId: 'fxrich', Days: days, Active: true, CostCents: 500, Placed: 0 });
    const before = creditLeftOf(await storedFigures(server.db, 'fxrich'));

    await runProcess();
    await runProcess();

    const due = await dueDraws(days);
    expect(due.length).toBeGreaterThan(0);
    const tickets = await ticketsPerDraw('fxrich');
    expect([...tickets.keys()].sort((a, b) => a - b)).toEqual(due);
    for (const drawId of due) expect(tickets.get(drawId)).toBe(2);
    expect(creditLeftOf(await storedFigures(server.db, 'fxrich'))).toBe(before - 500 * due.length);

    const run = (await as('admin').data(selectProcessJob, { query: { LocId: 'SG' } }))!;
    expect(run.Status).toBe('succeeded');
    expect(run.Lines.filter((line) => line.FixedBetId === created.FixedBetId)).toEqual([]);
    const view = await as('fxagent').data(fixedBetView, { query: { LocId: 'SG', FixedBetId: created.FixedBetId } });
    expect(view.FixedBet.Placed).toBe(due.length);
    expect(view.Events.filter((e) => e.Placed).map((e) => e.DrawId).sort((a, b) => a - b)).toEqual(due);
    // Its ticket_draws rows carry the ticket's owner, location and time (migration 0041).
    await expectTicketDrawCopiesEqualTickets(server.db);
    // The job's writes are audited without a user.
    const { rows } = await server.db.query(`select 1 from audit_log where action = 'fixedBet.place' and entity_id = $1 and user_id is null`, [String(created.FixedBetId)]);
    expect(rows).toHaveLength(due.length);
  });

  it('records a refusal with its reason on the run, and places the bet once the reason has gone', async () => {
    const days = await openDays();
    const created = await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxpoor', Message: '4321 2-', Days: [days[0]!] } });
    await runProcess();
    const run = (await as('admin').data(selectProcessJob, { query: { LocId: 'SG' } }))!;
    const refusals = run.Lines.filter((line) => line.FixedBetId === created.FixedBetId);
    const due = await dueDraws([days[0]!]);
    expect(refusals.map((line) => line.DrawId).sort((a, b) => a - b)).toEqual(due);
    for (const line of refusals) {
      expect(line.Placed).toBe(false);
      expect(line.Reason).toBe('Not enough credit: Credit Left is $1.50, this bet costs $2.00.');
    }
    expect((await ticketsPerDraw('fxpoor')).size).toBe(0);

    await server.db.query(`update users set credit_cents = 1000000 where user_id = 'fxpoor'`);
    await runProcess();
    expect([...(await ticketsPerDraw('fxpoor')).keys()].sort((a, b) => a - b)).toEqual(due);
  });

  it('refuses a bettor disabled since the fixed bet was made, and places nothing of a deleted or inactive one', async () => {
    const days = await openDays();
    const disabled = await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxoff', Message: '1111 1-', Days: days } });
    await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxoff', Message: '2222 1-', Days: days, Active: false } });
    const deleted = await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxoff', Message: '3333 1-', Days: days } });
    await as('fxagent').data(deleteFixedBet, { body: { LocId: 'SG', FixedBetId: deleted.FixedBetId } });
    await server.db.query(`update users set disable_place_bet_and_fixed_bet = true where user_id = 'fxoff'`);
    await runProcess();
    await server.db.query(`update users set disable_place_bet_and_fixed_bet = false where user_id = 'fxoff'`);
    const run = (await as('admin').data(selectProcessJob, { query: { LocId: 'SG' } }))!;
    const lines = run.Lines.filter((line) => line.UserId === 'fxoff');
    expect(new Set(lines.map((line) => line.FixedBetId))).toEqual(new Set([disabled.FixedBetId]));
    for (const line of lines) expect(line.Reason).toBe('Placing bets is disabled for fxoff.');
    expect((await ticketsPerDraw('fxoff')).size).toBe(0);
    await as('fxagent').data(deleteFixedBet, { body: { LocId: 'SG', FixedBetId: disabled.FixedBetId } });
  });

  it('never places twice when two runners run one run, or two runs place one draw at once', async () => {
    const days = await openDays();
    const created = await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxrace', Message: '9876 1-1', Days: days } });
    const runs = await server.db.query<{ run_id: number }>(
      `insert into fixed_runs (loc_id, status, created_at) values ('SG', 'succeeded', now()), ('SG', 'succeeded', now()) returning run_id`,
    );
    const [runA, runB] = runs.rows.map((r) => r.run_id) as [number, number];
    const due = await dueDraws(days);
    // Two runs place the same draws at the same moment (two instances of the server).
    const outcomes = await Promise.all(due.flatMap((drawId) => [runA, runB].map((runId) => placeFixedBet(server.db, runId, created.FixedBetId, drawId, 'SG', server.now()))));
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(due.length);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(due.length);
    // Two runners of one queued run.
    await server.db.query(`update fixed_runs set status = 'queued' where run_id = $1`, [runA]);
    await Promise.all([runFixedProcess(server.db, runA, server.now), runFixedProcess(server.db, runA, server.now)]);
    const tickets = await ticketsPerDraw('fxrace');
    expect([...tickets.keys()].sort((a, b) => a - b)).toEqual(due);
    for (const drawId of due) expect(tickets.get(drawId)).toBe(1);
    expect(creditLeftOf(await storedFigures(server.db, 'fxrace'))).toBe(1_000_000 - 200 * due.length);
  });

  it('resumes a run stopped half-way, placing the rest once', async () => {
    const days = await openDays();
    await addBranchUsers(server.db, [{ userId: 'fxkill', parentId: 'fxagent', role: 'MEM', creditCents: 1_000_000 }]);
    for (const number of ['1357', '2468', '3579']) {
      await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxkill', Message: `${number} 1-`, Days: days } });
    }
    const { rows } = await server.db.query<{ run_id: number }>(`insert into fixed_runs (loc_id, status, created_at) values ('SG', 'queued', now()) returning run_id`);
    const runId = rows[0]!.run_id;
    // The run is stopped (its claim lost, its server gone) after its first placement commits.
    const stop = new AbortController();
    const stopping: Database = {
      ...server.db,
      query: server.db.query.bind(server.db),
      script: server.db.script.bind(server.db),
      exec: server.db.exec.bind(server.db),
      close: server.db.close.bind(server.db),
      engine: server.db.engine,
      transaction: async <T,>(work: (tx: Queryable) => Promise<T>) => {
        const result = await server.db.transaction(work);
        if (result === 'placed') stop.abort(new Error('the server running it stopped'));
        return result;
      },
    };
    await expect(runFixedProcess(stopping, runId, server.now, stop.signal)).rejects.toThrow('the server running it stopped');
    const due = await dueDraws(days);
    const placedBeforeStop = await server.db.query<{ n: number }>('select count(*)::int as n from fixed_placements where run_id = $1', [runId]);
    expect(placedBeforeStop.rows[0]!.n).toBe(1);
    await runFixedProcess(server.db, runId, server.now);
    const tickets = await ticketsPerDraw('fxkill');
    expect([...tickets.keys()].sort((a, b) => a - b)).toEqual(due);
    for (const drawId of due) expect(tickets.get(drawId)).toBe(3);
    const status = await server.db.query<{ status: string }>('select status from fixed_runs where run_id = $1', [runId]);
    expect(status.rows[0]!.status).toBe('succeeded');
  });
});

describe('AutoPlace', () => {
  it('the schedule’s tick starts a run only where AutoPlace is on, and that run places what is due', async () => {
    const days = await openDays();
    await addBranchUsers(server.db, [{ userId: 'fxauto', parentId: 'fxagent', role: 'MEM', creditCents: 1_000_000 }]);
    await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxauto', Message: '2580 1-', Days: days } });
    const runs = fixedProcessJobs(server.jobs, { db: server.db, now: server.now });
    const latestBefore = (await as('admin').data(selectProcessJob, { query: { LocId: 'SG' } }))!.RunId;
    await startAutoPlacedRuns(server.db, runs);
    expect((await as('admin').data(selectProcessJob, { query: { LocId: 'SG' } }))!.RunId).toBe(latestBefore);
    expect((await ticketsPerDraw('fxauto')).size).toBe(0);

    await as('admin').data(updateFixedSetting, { body: { LocId: 'SG', HoursBeforeCutOff: WEEK_HOURS, AutoPlace: true } });
    await startAutoPlacedRuns(server.db, runs);
    await server.jobs.drain();
    await as('admin').data(updateFixedSetting, { body: { LocId: 'SG', HoursBeforeCutOff: WEEK_HOURS, AutoPlace: false } });
    const run = (await as('admin').data(selectProcessJob, { query: { LocId: 'SG' } }))!;
    expect(run.RunId).toBeGreaterThan(latestBefore);
    expect(run.StartedBy).toBeNull();
    expect([...(await ticketsPerDraw('fxauto')).keys()].sort((a, b) => a - b)).toEqual(await dueDraws(days));
  });
});

describe('who sees and changes what', () => {
  it('lists and deletes fixed bets of the caller’s tree only', async () => {
    const created = await as('fxagent').data(createFixedBet, { body: { LocId: 'SG', UserId: 'fxrich', Message: '8642 1-', Days: ['Sun'] } });
    const mine = await as('fxrich').data(fixedBetPage, { query: { LocId: 'SG' } });
    expect(mine.Rows.length).toBeGreaterThan(0);
    expect(new Set(mine.Rows.map((row) => row.UserId))).toEqual(new Set(['fxrich']));
    const agent2 = await as('agent2').data(fixedBetPage, { query: { LocId: 'SG' } });
    expect(agent2.Rows.filter((row) => row.FixedBetId === created.FixedBetId)).toEqual([]);
    await as('agent2').refused(fixedBetPage, 403, { query: { LocId: 'SG', UserId: 'fxrich' } });
    await as('agent2').refused(fixedBetView, 404, { query: { LocId: 'SG', FixedBetId: created.FixedBetId } });
    await as('agent2').refused(deleteFixedBet, 404, { body: { LocId: 'SG', FixedBetId: created.FixedBetId } });
    await as('fxagent').data(deleteFixedBet, { body: { LocId: 'SG', FixedBetId: created.FixedBetId } });
    await as('fxagent').refused(deleteFixedBet, 404, { body: { LocId: 'SG', FixedBetId: created.FixedBetId } });
    const after = await as('fxagent').data(fixedBetPage, { query: { LocId: 'SG' } });
    expect(after.Rows.filter((row) => row.FixedBetId === created.FixedBetId)).toEqual([]);
  });

  it('bet/fixed/settings answers the location’s draw days and its Fixed Setting', async () => {
    const settings = await as('member1').data(fixedBetSettings, { query: { LocId: 'SG' } });
    // SG draws on Wed, Sat and Sun (DOMAIN.md, facts), Monday first.
    expect(settings).toEqual({ DrawDays: ['Wed', 'Sat', 'Sun'], MaxMessageChars: 2_000, HoursBeforeCutOff: WEEK_HOURS, AutoPlace: false });
  });

  it('Fixed Setting and Fixed Process need the FixedSetting grant', async () => {
    await as('agent1').refused(selectFixedSetting, 403, { query: { LocId: 'SG' } });
    await as('agent1').refused(updateFixedSetting, 403, { body: { LocId: 'SG', HoursBeforeCutOff: 24, AutoPlace: true } });
    await as('agent1').refused(selectProcessJob, 403, { query: { LocId: 'SG' } });
    await as('agent1').refused(updateProcessJob, 403, { body: { LocId: 'SG' } });
    // agent2 holds FixedSetting; an hour count outside the list is a 400.
    await as('agent2').refused(updateFixedSetting, 400, { body: { LocId: 'SG', HoursBeforeCutOff: 169, AutoPlace: true } });
    expect(await as('agent2').data(selectFixedSetting, { query: { LocId: 'SG' } })).toEqual({ HoursBeforeCutOff: WEEK_HOURS, AutoPlace: false });
  });
});
