/**
 * Bet Special (contract/betSpecial.ts; issue 21): a user's special bets are saved (each line checked as
 * Place Bets checks it), then generated into a draw as a job through the placement path of a typed bet
 * (bettor, cut-off, credit on the whole path, the store), at most once per (list, draw): asked again,
 * asked at once from many requests, run twice, or killed mid-way and run again. Only OutSet holders,
 * only within their tree. Costs are DOMAIN.md's: a straight line costs Big + Small per entry, per draw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BetSpecialRunSchema, BetSpecialSettingSchema, betSpecialRuns, type BetSpecialRun } from '../../contract/betSpecial.ts';
import { generateRun } from '../../server/betSpecial/generation.ts';
import { askForRun } from '../../server/betSpecial/runs.ts';
import { bearer, errorEnvelope, putJson, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { expectTicketDrawCopiesEqualTickets } from './ticketDrawCopies.ts';
import { API } from './betting.ts';
import { storedFigures } from './ledgerSupport.ts';
import { dyingAt } from './dyingDatabase.ts';

let server: TestServer;
let admin: string;
let agent2: string;
let agent3: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.app, 'admin')).access_token;
  agent2 = (await signIn(server.app, 'agent2')).access_token;
  agent3 = (await signIn(server.app, 'agent3')).access_token;
});
afterAll(async () => {
  await server?.close();
});

/** Two straight lines: $1 Big + $2 Small, and $2 Big + $1 Small: $6.00 a draw (one entry each). */
const LIST = '1234 1-2\n5678 2-1';
const LIST_CENTS = 600;

const save = (token: string, body: Record<string, unknown>) => server.app.request(`${API}/4d/bet/updateBetSpecialSetting`, putJson(body, token));
const generate = (token: string, body: Record<string, unknown>) => server.app.request(`${API}/4d/bet/generateBetSpecial`, putJson(body, token));
const statusOf = (token: string, run: { SettingId: number; RunId: number }, loc = 'SG') =>
  server.app.request(`${API}/4d/bet/generateBetSpecial/${run.SettingId}/status?LocId=${loc}&ticketId=${run.RunId}`, bearer(token));

async function finished(run: BetSpecialRun, token = admin): Promise<BetSpecialRun> {
  await server.jobs.drain();
  return successData(await statusOf(token, run), BetSpecialRunSchema);
}

const ticketsOf = async (userId: string, drawId: number) =>
  (await server.db.query<{ n: number; cost: number }>(
    'select count(*)::int as n, coalesce(sum(cost_cents), 0)::float8 as cost from tickets where user_id = $1 and draw_id = $2',
    [userId, drawId],
  )).rows[0]!;

/** The open SG draws, soonest first (each test takes its own draw, so runs never meet). */
async function openDraws(): Promise<number[]> {
  const { rows } = await server.db.query<{ draw_id: number }>(
    `select draw_id from draws where loc_id = 'SG' and not is_finalised and closes_at > now() + interval '1 hour' order by draw_date`,
  );
  expect(rows.length).toBeGreaterThanOrEqual(4);
  return rows.map((r) => r.draw_id);
}

describe('the setting', () => {
  it('saves a list checked as Place Bets checks it, and answers what one draw of it costs', async () => {
    const saved = await successData(await save(admin, { LocId: 'SG', UserId: 'member1', Message: LIST }), BetSpecialSettingSchema);
    expect(saved).toMatchObject({ UserId: 'member1', LocId: 'SG', Message: LIST, Enabled: true, Lines: 2, CostCents: LIST_CENTS, UpdatedBy: 'admin' });
    const read = await successData(await server.app.request(`${API}/4d/bet/getBetSpecialSetting1?LocId=SG&UserId=member1`, bearer(admin)), BetSpecialSettingSchema);
    expect(read).toEqual(saved);
    const { rows } = await server.db.query<{ action: string; user_id: string }>(
      `select action, user_id from audit_log where entity = 'betSpecialSetting' and entity_id = $1`,
      [String(saved.SettingId)],
    );
    expect(rows).toEqual([{ action: 'betSpecial.setting', user_id: 'admin' }]);
  });

  it('refuses a list with a bad line, on the field, each line named, and writes nothing', async () => {
    const before = await successData(await server.app.request(`${API}/4d/bet/getBetSpecialSetting1?LocId=SG&UserId=member1`, bearer(admin)), BetSpecialSettingSchema);
    const body = await errorEnvelope(await save(admin, { LocId: 'SG', UserId: 'member1', Message: '1234 1-2\n12x4 1-1\nhello' }), 400);
    const problems = (body.data as { Problems: { Field: string; Message: string }[] }).Problems;
    expect(problems.map((p) => p.Field)).toEqual(['Message', 'Message']);
    expect(problems[0]!.Message).toMatch(/^Line 2: /);
    expect(problems[1]!.Message).toMatch(/^Line 3: /);
    const after = await successData(await server.app.request(`${API}/4d/bet/getBetSpecialSetting1?LocId=SG&UserId=member1`, bearer(admin)), BetSpecialSettingSchema);
    expect(after).toEqual(before);
  });

  it('is refused outside the tree and without OutSet, for reading and saving', async () => {
    // agent2 holds OutSet, but member1 is agent1's.
    await errorEnvelope(await save(agent2, { LocId: 'SG', UserId: 'member1', Message: LIST }), 403);
    await errorEnvelope(await server.app.request(`${API}/4d/bet/getBetSpecialSetting1?LocId=SG&UserId=member1`, bearer(agent2)), 403);
    // agent3 has member4 in its tree but no OutSet.
    await errorEnvelope(await save(agent3, { LocId: 'MG', UserId: 'member4', Message: LIST }), 403);
    await errorEnvelope(await server.app.request(`${API}/4d/bet/getBetSpecialSetting2?LocId=MG`, bearer(agent3)), 403);
    const { rows } = await server.db.query(`select 1 from bet_special_settings where user_id = 'member4'`);
    expect(rows).toEqual([]);
  });
});

describe('generation', () => {
  it('places the list into the draw through the placement path, once, however often it is asked', async () => {
    await save(admin, { LocId: 'SG', UserId: 'member1', Message: LIST });
    const [drawId] = await openDraws();
    const seeded = await ticketsOf('member1', drawId!);
    const member = await storedFigures(server.db, 'member1');
    const agent = await storedFigures(server.db, 'agent1');
    const started = await successData(await generate(admin, { LocId: 'SG', UserId: 'member1', DrawId: drawId }), BetSpecialRunSchema);
    const run = await finished(started);
    expect(run).toMatchObject({ Status: 'succeeded', UserId: 'member1', DrawId: drawId, StartedBy: 'admin', LinesAccepted: 2, LinesRejected: 0, CostCents: LIST_CENTS });
    expect(run.Lines.map((l) => [l.Text, l.Accepted, typeof l.TicketId])).toEqual([['1234 1-2', true, 'number'], ['5678 2-1', true, 'number']]);
    expect(await ticketsOf('member1', drawId!)).toEqual({ n: seeded.n + 2, cost: seeded.cost + LIST_CENTS });
    // Its ticket_draws rows carry the ticket's owner, location and time (migration 0041).
    await expectTicketDrawCopiesEqualTickets(server.db);
    // The credit was reserved on the bettor's whole path, as a typed bet's is.
    expect((await storedFigures(server.db, 'member1')).openStakeCents).toBe(member.openStakeCents + LIST_CENTS);
    expect((await storedFigures(server.db, 'agent1')).openStakeCents).toBe(agent.openStakeCents + LIST_CENTS);

    // Asked again, and ten times at once: the same run, nothing placed again.
    const again = await Promise.all(
      Array.from({ length: 10 }, async () => successData(await generate(admin, { LocId: 'SG', UserId: 'member1', DrawId: drawId }), BetSpecialRunSchema)),
    );
    expect(new Set(again.map((r) => r.RunId))).toEqual(new Set([run.RunId]));
    await server.jobs.drain();
    expect(await ticketsOf('member1', drawId!)).toEqual({ n: seeded.n + 2, cost: seeded.cost + LIST_CENTS });
    expect((await storedFigures(server.db, 'member1')).openStakeCents).toBe(member.openStakeCents + LIST_CENTS);
    const { rows } = await server.db.query<{ action: string; user_id: string | null }>(
      `select action, user_id from audit_log where entity = 'betSpecialRun' and entity_id = $1 order by audit_id`,
      [String(run.RunId)],
    );
    expect(rows).toEqual([{ action: 'betSpecial.generate.start', user_id: 'admin' }, { action: 'betSpecial.generate.end', user_id: null }]);
  });

  it('is asked at once from many requests for a new draw: one run, placed once', async () => {
    await save(admin, { LocId: 'SG', UserId: 'member1', Message: LIST });
    const drawId = (await openDraws())[1];
    const seeded = await ticketsOf('member1', drawId!);
    const runs = await Promise.all(
      Array.from({ length: 8 }, async () => successData(await generate(admin, { LocId: 'SG', UserId: 'member1', DrawId: drawId }), BetSpecialRunSchema)),
    );
    expect(new Set(runs.map((r) => r.RunId)).size).toBe(1);
    expect((await finished(runs[0]!)).Status).toBe('succeeded');
    expect(await ticketsOf('member1', drawId!)).toEqual({ n: seeded.n + 2, cost: seeded.cost + LIST_CENTS });
  });

  it('refuses a bettor whose bet placing is disabled, a closed draw and a user outside the tree, placing nothing', async () => {
    await save(agent2, { LocId: 'SG', UserId: 'member3', Message: LIST });
    const [drawId] = await openDraws();
    const seeded = await ticketsOf('member3', drawId!);
    const disabled = await errorEnvelope(await generate(agent2, { LocId: 'SG', UserId: 'member3', DrawId: drawId }), 403);
    expect(disabled.message).toBe('Placing bets is disabled for member3.');
    const { rows: closed } = await server.db.query<{ draw_id: number }>(
      `select draw_id from draws where loc_id = 'SG' and closes_at < now() order by draw_date desc limit 1`,
    );
    const late = await errorEnvelope(await generate(admin, { LocId: 'SG', UserId: 'member1', DrawId: closed[0]!.draw_id }), 400);
    expect(String(late.message)).toMatch(/closed/);
    await errorEnvelope(await generate(agent2, { LocId: 'SG', UserId: 'member1', DrawId: drawId }), 403);
    await errorEnvelope(await generate(agent3, { LocId: 'MG', UserId: 'member4', DrawId: drawId }), 403);
    expect(await ticketsOf('member3', drawId!)).toEqual(seeded);
    const { rows } = await server.db.query(`select 1 from bet_special_runs where draw_id = $1 and setting_id in (select setting_id from bet_special_settings where user_id = 'member3')`, [drawId]);
    expect(rows).toEqual([]);
  });

  it('fails whole when a Credit Left of the path is short, and places once asked again after the credit is raised', async () => {
    await save(admin, { LocId: 'SG', UserId: 'member2', Message: LIST });
    const drawId = (await openDraws())[2];
    const seeded = await ticketsOf('member2', drawId!);
    const figures = await storedFigures(server.db, 'member2');
    const original = figures.creditCents;
    // Leave member2 $5.00 of Credit Left: the list costs $6.00.
    const left = figures.creditCents - figures.openStakeCents + Math.min(figures.accBalCents, 0);
    await server.db.query('update users set credit_cents = credit_cents - $2 where user_id = $1', ['member2', left - 500]);
    const failed = await finished(await successData(await generate(admin, { LocId: 'SG', UserId: 'member2', DrawId: drawId }), BetSpecialRunSchema));
    expect(failed.Status).toBe('failed');
    expect(failed.Failure).toBe('Not enough credit: Credit Left is $5.00, this bet costs $6.00.');
    expect(await ticketsOf('member2', drawId!)).toEqual(seeded);
    expect((await storedFigures(server.db, 'member2')).openStakeCents).toBe(figures.openStakeCents);

    await server.db.query('update users set credit_cents = $2 where user_id = $1', ['member2', original]);
    const retried = await finished(await successData(await generate(admin, { LocId: 'SG', UserId: 'member2', DrawId: drawId }), BetSpecialRunSchema));
    expect(retried).toMatchObject({ RunId: failed.RunId, Status: 'succeeded', Failure: null, CostCents: LIST_CENTS });
    expect(await ticketsOf('member2', drawId!)).toEqual({ n: seeded.n + 2, cost: seeded.cost + LIST_CENTS });
  });
});

describe('limits', () => {
  it('puts each line through the limits of the bettor’s path, as Place Bets does: a line over one is refused with its message', async () => {
    // The admin's TT limit on 9371 takes nothing; 9372 has none.
    await server.db.query(`insert into bet_limits (owner_id, loc_id, number, max_cents, mode) values ('admin', 'TT', '9371', 0, 'refuse')`);
    const saved = await successData(
      await server.app.request(`${API}/tt/bet/updateBetSpecialSetting`, putJson({ LocId: 'TT', UserId: 'ttagent', Message: '9371/-30\n9372/-30' }, admin)),
      BetSpecialSettingSchema,
    );
    expect(saved.Lines).toBe(2);
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select draw_id from draws where loc_id = 'TT' and not is_finalised and closes_at > now() + interval '1 hour' order by draw_date limit 1`,
    );
    const started = await successData(
      await server.app.request(`${API}/tt/bet/generateBetSpecial`, putJson({ LocId: 'TT', UserId: 'ttagent', DrawId: rows[0]!.draw_id }, admin)),
      BetSpecialRunSchema,
    );
    await server.jobs.drain();
    const run = await successData(
      await server.app.request(`${API}/tt/bet/generateBetSpecial/${started.SettingId}/status?LocId=TT&ticketId=${started.RunId}`, bearer(admin)),
      BetSpecialRunSchema,
    );
    expect(run).toMatchObject({ Status: 'succeeded', LinesAccepted: 1, LinesRejected: 1, CostCents: 3000 });
    expect(run.Lines.map((l) => [l.Text, l.Accepted, l.Reason])).toEqual([
      ['9371/-30', false, 'Limit for 9371 is $0.00 per draw; nothing is left.'],
      ['9372/-30', true, null],
    ]);
    const { rows: stored } = await server.db.query<{ number: string }>('select number from tickets where ticket_id = $1', [run.Lines[1]!.TicketId]);
    expect(stored).toEqual([{ number: '9372' }]);
  });
});

describe('a run killed mid-way, or run twice', () => {
  it('commits nothing when killed, and places every line once when run again, twice, or twice at once', async () => {
    const saved = await successData(await save(admin, { LocId: 'SG', UserId: 'newuser', Message: LIST }), BetSpecialSettingSchema);
    const drawId = (await openDraws())[3]!;
    // A queued run that no engine runs: the test runs it.
    const { runId } = await server.db.transaction((tx) =>
      askForRun(tx, { settingId: saved.SettingId!, drawId, message: LIST, by: 'admin', locId: 'SG', at: server.now() }),
    );
    const before = await storedFigures(server.db, 'newuser');
    const seeded = await ticketsOf('newuser', drawId);

    // Killed after the tickets were inserted, before the run's lines: nothing of it is left.
    await expect(generateRun(dyingAt(server.db, 'insert into bet_special_lines'), runId, server.now)).rejects.toThrow('the process died');
    expect(await ticketsOf('newuser', drawId)).toEqual(seeded);
    expect(await storedFigures(server.db, 'newuser')).toEqual(before);
    expect((await server.db.query<{ status: string }>('select status from bet_special_runs where run_id = $1', [runId])).rows[0]!.status).toBe('queued');

    // Run again (the engine's retry), twice at once, then once more: placed once.
    const outcomes = await Promise.all([generateRun(server.db, runId, server.now), generateRun(server.db, runId, server.now)]);
    expect(outcomes.sort()).toEqual(['succeeded', 'succeeded']);
    expect(await generateRun(server.db, runId, server.now)).toBe('succeeded');
    expect(await ticketsOf('newuser', drawId)).toEqual({ n: seeded.n + 2, cost: seeded.cost + LIST_CENTS });
    expect((await storedFigures(server.db, 'newuser')).openStakeCents).toBe(before.openStakeCents + LIST_CENTS);
    const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'betSpecial.generate.end' and entity_id = $1`, [
      String(runId),
    ]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('the runs and their status', () => {
  it('lists the runs of the caller tree only, and answers a status only for its list, location and tree', async () => {
    const page = (token: string, query = '') =>
      server.app.request(`${API}/4d/bet/getBetSpecialSetting2?LocId=SG${query}`, bearer(token));
    const all = await successData(await page(admin), betSpecialRuns.answer);
    expect(all.Rows.length).toBeGreaterThanOrEqual(4);
    expect(all.Rows.every((r) => r.RunId > 0)).toBe(true);
    const mine = await successData(await page(admin, '&UserId=member1'), betSpecialRuns.answer);
    expect(mine.Rows.map((r) => r.UserId)).toEqual(mine.Rows.map(() => 'member1'));
    expect(mine.Totals.CostCents).toBe(mine.Rows.reduce((sum, r) => sum + r.CostCents, 0));
    // agent2's tree has none of them.
    expect((await successData(await page(agent2), betSpecialRuns.answer)).Rows).toEqual([]);

    const run = mine.Rows[0]!;
    expect((await statusOf(admin, run)).status).toBe(200);
    await errorEnvelope(await statusOf(admin, { SettingId: run.SettingId + 1000, RunId: run.RunId }), 404);
    await errorEnvelope(await statusOf(admin, run, 'MG'), 404);
    await errorEnvelope(await statusOf(agent2, run), 403);
    await errorEnvelope(await statusOf(agent3, run), 403);
  });

  it('answers 400 to malformed input, never 500', async () => {
    await errorEnvelope(await generate(admin, { LocId: 'SG', UserId: 'member1', DrawId: 'x' }), 400);
    await errorEnvelope(await save(admin, { LocId: 'SG', UserId: 'member1', Message: 'x'.repeat(10_001) }), 400);
    await errorEnvelope(await server.app.request(`${API}/4d/bet/generateBetSpecial/abc/status?LocId=SG&ticketId=1`, bearer(admin)), 400);
    expect(v.safeParse(BetSpecialSettingSchema, {}).success).toBe(false);
  });
});
