/**
 * Out Setting processing (spec 02 §7.11 outsettingProcess1/2; issue 21): POST starts the intake recompute
 * job, GET answers its run; only users granted OutSet; process 1 is 4D's, process 2 TT's. The chain of
 * the open draws follows the limits set after the bets, the closed ones keep theirs; a run killed after
 * some draws resumes with the rest, each draw recomputed once, nothing lost or doubled. PGlite and
 * PostgreSQL (DATABASE_URL).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntakeRecomputeRunSchema, type IntakeRecomputeRun } from '../../../contract/intakeRecompute.ts';
import { openDrawIds, runIntakeRecompute } from '../../../server/intake/recomputeJob.ts';
import { recomputeChain } from '../../../server/intake/recompute.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from '../testServer.ts';
import { API, nextDrawOf, postJson } from '../betting.ts';
import { chainOf } from './chainOracle.ts';
import { chainRowsOf, settingsOf, sortRows, ticketsOf } from './chainSupport.ts';

let server: TestServer;
let admin: string;
let agent: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.app, 'admin')).access_token;
  agent = (await signIn(server.app, 'agent1')).access_token;
});
afterAll(async () => {
  await server?.close();
});

async function status(path: string, token = admin): Promise<IntakeRecomputeRun | null> {
  return successData(await server.app.request(`${API}/${path}`, bearer(token)), v.nullable(IntakeRecomputeRunSchema));
}

/** The chain of every SG draw: the closed ones as they are, and the open ones as they should be now. */
async function sgDraws() {
  const { rows } = await server.db.query<{ draw_id: number }>(`select draw_id from draws where loc_id = 'SG' order by draw_id`);
  return rows.map((r) => r.draw_id);
}

describe(`Out Setting processing (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('recomputes the open draws with the limits now and leaves the closed draws alone', async () => {
    const draw = await nextDrawOf(server, admin, 'SG');
    const member = (await signIn(server.app, 'member1')).access_token;
    const placed = await server.app.request(`${API}/4d/bet/`, postJson(member, { LocId: 'SG', DrawId: draw.DrawId, Message: '1234 25-0\n1234 5-0' }));
    expect(placed.status).toBe(200);
    const all = await sgDraws();
    const open = await openDrawIds(server.db, 'SG', server.now());
    const closed = all.filter((id) => !open.includes(id));
    const closedBefore = await chainRowsOf(server.db, closed);
    // agent1 now keeps $10 Big of 1234 (straight) and nothing of any other straight number.
    await server.db.query(
      `insert into intake_limits (user_id, loc_id, number, bet_type, big_cents, small_cents) values
         ('agent1', 'SG', '1234', 'straight', 1000, null), ('agent1', 'SG', '*', 'straight', 0, 0)`,
    );
    try {
      const started = await successData(await server.app.request(`${API}/4d/outsettingProcess1`, postJson(admin, { LocId: 'SG' })), IntakeRecomputeRunSchema);
      expect(started).toMatchObject({ LocId: 'SG', Status: 'queued', StartedBy: 'admin' });
      await server.jobs.drain();
      const run = await status('4d/outsettingProcess1?LocId=SG');
      expect(run).toMatchObject({ RunId: started.RunId, Status: 'succeeded', Draws: open.length, DrawsDone: open.length });

      const expected = sortRows([...chainOf(await settingsOf(server.db), await ticketsOf(server.db, open)).values()].filter((r) => open.includes(r.drawId)));
      expect(await chainRowsOf(server.db, open)).toEqual(expected);
      expect(await chainRowsOf(server.db, closed)).toEqual(closedBefore);
      // The bet of $25 then $5 Big on 1234: agent1 keeps 10 of the first, nothing of the second; the company the rest.
      const { rows } = await server.db.query<{ user_id: string; big_in: number; big_intake: number }>(
        `select user_id, big_in::float8 as big_in, big_intake::float8 as big_intake from draw_intakes
         where draw_id = $1 and number = '1234' and bet_type = 'straight' and user_id in ('agent1', 'admin') order by user_id`,
        [draw.DrawId],
      );
      const agentRow = rows.find((r) => r.user_id === 'agent1')!;
      const companyRow = rows.find((r) => r.user_id === 'admin')!;
      expect(agentRow.big_intake).toBe(1000);
      expect(companyRow.big_in).toBe(agentRow.big_in - 1000);
      expect(companyRow.big_intake).toBe(companyRow.big_in);

      const audit = await server.db.query<{ user_id: string }>(
        `select user_id from audit_log where action = 'intake.recompute.start' and entity_id = $1`,
        [String(started.RunId)],
      );
      expect(audit.rows).toEqual([{ user_id: 'admin' }]);
    } finally {
      await server.db.query(`delete from intake_limits where user_id = 'agent1'`);
    }
  }, 120_000);

  it('is refused without OutSet, and process 1 and 2 each serve their own game', async () => {
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from intake_recomputes')).rows[0]!.n;
    expect((await errorEnvelope(await server.app.request(`${API}/4d/outsettingProcess1`, postJson(agent, { LocId: 'SG' })), 403)).message).toBe(
      'Out Setting processing needs the OutSet permission.',
    );
    await errorEnvelope(await server.app.request(`${API}/4d/outsettingProcess1?LocId=SG`, bearer(agent)), 403);
    await errorEnvelope(await server.app.request(`${API}/tt/outsettingProcess1`, postJson(admin, { LocId: 'TT' })), 400);
    await errorEnvelope(await server.app.request(`${API}/4d/outsettingProcess2`, postJson(admin, { LocId: 'SG' })), 400);
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from intake_recomputes')).rows[0]!.n).toBe(before);
    const tt = await successData(await server.app.request(`${API}/tt/outsettingProcess2`, postJson(admin, { LocId: 'TT' })), IntakeRecomputeRunSchema);
    await server.jobs.drain();
    expect(await status('tt/outsettingProcess2?LocId=TT')).toMatchObject({ RunId: tt.RunId, LocId: 'TT', Status: 'succeeded' });
  }, 60_000);

  it('resumes a run killed after its first draw with the draws left, each once', async () => {
    const open = await openDrawIds(server.db, 'SG', server.now());
    expect(open.length).toBeGreaterThan(1);
    await server.db.query(`insert into intake_limits (user_id, loc_id, number, bet_type, big_cents, small_cents) values ('agent1', 'SG', '*', 'straight', 0, 0)`);
    try {
      const { rows } = await server.db.query<{ id: number }>(
        `insert into intake_recomputes (loc_id, started_by, status, queued_at) values ('SG', 'admin', 'queued', now()) returning recompute_id as id`,
      );
      const id = rows[0]!.id;
      const deps = { db: server.db, now: () => server.now() };
      // The process dies before its second draw: the first draw's work is committed, the rest not begun.
      let steps = 0;
      const dying = { throwIfAborted: () => { if ((steps += 1) > 1) throw new Error('killed'); } } as unknown as AbortSignal;
      await expect(runIntakeRecompute(deps, id, dying)).rejects.toThrow('killed');
      const halfway = await server.db.query<{ status: string; done: number[] }>(
        'select status, done_draw_ids as done from intake_recomputes where recompute_id = $1',
        [id],
      );
      expect(halfway.rows[0]).toEqual({ status: 'running', done: [open[0]] });
      // The retry (and a second runner at once, taken for dead but alive) finish it.
      await Promise.all([runIntakeRecompute(deps, id), runIntakeRecompute(deps, id)]);
      const finished = await server.db.query<{ status: string; done: number[]; draws: number[] }>(
        'select status, done_draw_ids as done, draw_ids as draws from intake_recomputes where recompute_id = $1',
        [id],
      );
      expect(finished.rows[0]!.status).toBe('succeeded');
      expect([...finished.rows[0]!.done].sort((a, b) => a - b)).toEqual(open);
      const resumed = await chainRowsOf(server.db, open);
      await server.db.transaction((tx) => recomputeChain(tx, { drawIds: open }));
      expect(await chainRowsOf(server.db, open)).toEqual(resumed);
      const expected = sortRows([...chainOf(await settingsOf(server.db), await ticketsOf(server.db, open)).values()].filter((r) => open.includes(r.drawId)));
      expect(resumed).toEqual(expected);
    } finally {
      await server.db.query(`delete from intake_limits where user_id = 'agent1'`);
    }
  }, 120_000);
});
