/**
 * The distributor rule outset job (spec 02 §4, §7.8; server/distributors/outsetJob.ts): the rule applied
 * to out_settings (whose Out at the distributor's location goes to it), its status polled by ticket, and
 * a run that is killed or fails: it resumes from what it recorded, applies the rule once, or fails
 * with its message leaving out_settings whole (all of the rule or none of it).
 * The expected settings are written from the rule's definition (contract/distributors.ts RULE_APPLIES).
 * Tree: admin ── agent2 ── member3, agent3 (given SG here) ── member4.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createDistributor, distributorOutsetStatus, startDistributorOutset, updateDistributorPartners, updateDistributorRule, updateUserOutSetting,
  type RuleApplies,
} from '../../contract/distributors.ts';
import { createJobEngine, type JobEngine } from '../../server/jobs/engine.ts';
import { OUTSET_JOB, outsetJobs, type OutsetJobs } from '../../server/distributors/outsetJob.ts';
import type { RecomputeRequest } from '../../server/distributors/recompute.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { captureConsoleForFile, signIn, startTestServer, type TestServer } from './testServer.ts';

// The engine logs each failed run; this file fails some on purpose.
captureConsoleForFile();

let server: TestServer;
let agent2: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.query(`insert into user_locations (user_id, loc_id) values ('agent3', 'SG') on conflict do nothing`);
  agent2 = apiAs(server, (await signIn(server.app, 'agent2')).access_token);
});
afterAll(async () => {
  await server?.close();
});

const outSettings = async () =>
  (await server.db.query<{ user_id: string; distributor_id: number }>(`select user_id, distributor_id from out_settings where loc_id = 'SG' order by user_id`)).rows;
const applyAudits = async (distributorId: number) =>
  (await server.db.query<{ user_id: string | null; after: { Set: string[]; Cleared: string[] } }>(
    `select user_id, after from audit_log where action = 'distributor.outset.apply' and entity_id = $1 order by audit_id`,
    [String(distributorId)],
  )).rows;

let names = 0;
async function distributorWith(partners: string, applies: RuleApplies, takeOver = false): Promise<number> {
  const { DistributorId } = await agent2.data(createDistributor, { body: { LocId: 'SG', Name: `Outset Co ${++names}`, Remarks: '' } });
  await agent2.data(updateDistributorPartners, { params: { DistributorId }, body: { LocId: 'SG', PartnerIds: partners } });
  await agent2.data(updateDistributorRule, { params: { DistributorId }, body: { LocId: 'SG', Applies: applies, TakeOver: takeOver } });
  return DistributorId;
}
const setRule = (DistributorId: number, Applies: RuleApplies, TakeOver = false) =>
  agent2.data(updateDistributorRule, { params: { DistributorId }, body: { LocId: 'SG', Applies, TakeOver } });
const clearSettings = () => server.db.query(`delete from out_settings`);

describe('the rule outset job, through the calls', () => {
  afterEach(clearSettings);

  async function runOutset(distributorId: number) {
    const started = await agent2.data(startDistributorOutset, { params: { DistributorId: distributorId }, body: { LocId: 'SG' } });
    expect(started).toMatchObject({ DistributorId: distributorId, LocId: 'SG', Status: 'queued', StartedBy: 'agent2', UsersSet: 0, UsersCleared: 0 });
    await server.jobs.drain();
    return agent2.data(distributorOutsetStatus, { params: { DistributorId: distributorId }, query: { LocId: 'SG', ticketId: started.TicketId } });
  }

  it('sends each partner’s Out, then every agent’s below the partners too, then nobody’s', async () => {
    const id = await distributorWith('agent2', 'partners');
    expect(await runOutset(id)).toMatchObject({ Status: 'succeeded', UsersSet: 1, UsersCleared: 0, Message: null });
    expect(await outSettings()).toEqual([{ user_id: 'agent2', distributor_id: id }]);

    await setRule(id, 'partnersAndDownline');
    // agent3 is below agent2 and works at SG; the members keep nothing and are never sent.
    expect(await runOutset(id)).toMatchObject({ Status: 'succeeded', UsersSet: 1, UsersCleared: 0 });
    expect(await outSettings()).toEqual([{ user_id: 'agent2', distributor_id: id }, { user_id: 'agent3', distributor_id: id }]);

    await setRule(id, 'nobody');
    expect(await runOutset(id)).toMatchObject({ Status: 'succeeded', UsersSet: 0, UsersCleared: 2 });
    expect(await outSettings()).toEqual([]);
    expect((await applyAudits(id)).map((row) => [row.user_id, row.after.Set, row.after.Cleared])).toEqual([
      [null, ['agent2'], []],
      [null, ['agent3'], []],
      [null, [], ['agent2', 'agent3']],
    ]);
    const starts = await server.db.query(`select user_id from audit_log where action = 'distributor.outset.start' and entity_id = $1`, [String(id)]);
    expect(starts.rows).toEqual([{ user_id: 'agent2' }, { user_id: 'agent2' }, { user_id: 'agent2' }]);
  });

  it('leaves a user sent to another distributor where it is, unless the rule takes over', async () => {
    const other = await distributorWith('', 'nobody');
    await agent2.data(updateUserOutSetting, { body: { LocId: 'SG', UserId: 'agent3', OutTo: 'distributor', DistributorId: other } });
    const id = await distributorWith('agent3', 'partners');
    expect(await runOutset(id)).toMatchObject({ Status: 'succeeded', UsersSet: 0 });
    expect(await outSettings()).toEqual([{ user_id: 'agent3', distributor_id: other }]);
    await setRule(id, 'partners', true);
    expect(await runOutset(id)).toMatchObject({ Status: 'succeeded', UsersSet: 1 });
    expect(await outSettings()).toEqual([{ user_id: 'agent3', distributor_id: id }]);
  });

  it('answers null before any run, and is refused outside the tree', async () => {
    const id = await distributorWith('', 'nobody');
    expect(await agent2.data(distributorOutsetStatus, { params: { DistributorId: id } })).toBeNull();
    const agent1 = apiAs(server, (await signIn(server.app, 'agent1')).access_token);
    await agent1.refused(startDistributorOutset, 403, { params: { DistributorId: id }, body: {} });
    await agent1.refused(distributorOutsetStatus, 403, { params: { DistributorId: id } });
    expect((await server.db.query('select 1 from distributor_outset_runs where distributor_id = $1', [id])).rows).toEqual([]);
  });
});

describe('a run killed or failing', () => {
  let engine: JobEngine;
  let jobs: OutsetJobs;
  const recomputes: RecomputeRequest[] = [];
  let recomputeFailures = 0;

  beforeAll(async () => {
    const schema = `${server.schema ?? 'app'}_outset`;
    engine = createJobEngine({ db: server.db, now: Date.now, timings: { pollSeconds: 0.2, maintenanceSeconds: 1, heartbeatSeconds: 0.5, retryDelaySeconds: 0 }, schema });
    jobs = outsetJobs(engine, {
      db: server.db,
      now: Date.now,
      recompute: async (_db, request) => {
        if (recomputeFailures > 0) {
          recomputeFailures -= 1;
          throw new Error('the chain recompute could not start');
        }
        recomputes.push(request);
      },
    });
    await engine.start();
  });
  afterAll(async () => {
    await engine?.stop(1_000);
    if (server.schema) await server.db.query(`drop schema if exists "${server.schema}_outset" cascade`);
  });
  afterEach(async () => {
    recomputes.length = 0;
    recomputeFailures = 0;
    await clearSettings();
  });

  it('killed inside the apply step left nothing, and its retry applies the rule once', async () => {
    const id = await distributorWith('agent2', 'partnersAndDownline');
    // The first write to out_settings aborts its transaction, as a server killed in the middle would.
    // A sequence is not rolled back with it, so only the first attempt dies.
    await server.db.script(`
      create sequence outset_kill_once;
      create function outset_kill_once() returns trigger language plpgsql as $$
      begin
        if nextval('outset_kill_once') = 1 then raise exception 'killed in the middle of the apply'; end if;
        return new;
      end $$;
      create trigger outset_kill_once before insert or update on out_settings for each row execute function outset_kill_once();`);
    try {
      const run = await jobs.start('agent2', 'SG', id);
      await engine.drain();
      expect(await jobs.status('agent2', id, run.TicketId)).toMatchObject({ Status: 'succeeded', UsersSet: 2, UsersCleared: 0, Message: null });
      // The first attempt died at its first row; the retry wrote both rows.
      expect((await server.db.query<{ n: string }>('select last_value::text as n from outset_kill_once')).rows[0]!.n).toBe('3');
    } finally {
      await server.db.script('drop trigger outset_kill_once on out_settings; drop function outset_kill_once(); drop sequence outset_kill_once;');
    }
    expect(await outSettings()).toEqual([{ user_id: 'agent2', distributor_id: id }, { user_id: 'agent3', distributor_id: id }]);
    expect(await applyAudits(id)).toHaveLength(1);
    expect(recomputes).toEqual([{ locId: 'SG', startedBy: 'agent2' }]);
  });

  it('stopped after the apply step resumes at the recompute, never applying twice', async () => {
    const id = await distributorWith('agent2', 'partners');
    recomputeFailures = 1;
    const run = await jobs.start('agent2', 'SG', id);
    await engine.drain();
    expect(await jobs.status('agent2', id, run.TicketId)).toMatchObject({ Status: 'succeeded', UsersSet: 1 });
    expect(await applyAudits(id)).toHaveLength(1);
    expect(recomputes).toEqual([{ locId: 'SG', startedBy: 'agent2' }]);
  });

  it('fails for good with its message once its retries are spent, the rule applied whole', async () => {
    const id = await distributorWith('agent2', 'partners');
    recomputeFailures = 100;
    const run = await jobs.start('agent2', 'SG', id);
    await engine.drain();
    const status = await jobs.status('agent2', id, run.TicketId);
    expect(status).toMatchObject({ Status: 'failed', Message: 'the chain recompute could not start', UsersSet: 1 });
    expect(status?.FinishedAt).not.toBeNull();
    expect(await outSettings()).toEqual([{ user_id: 'agent2', distributor_id: id }]);
    expect(await applyAudits(id)).toHaveLength(1);
  });

  it('fails at once, writing nothing, when its distributor is gone', async () => {
    const id = await distributorWith('agent2', 'partners');
    // Gone between the start and the run (the call refuses a delete while a run is under way): the
    // run's row is recorded as the start records it, the distributor deleted, then the job sent.
    const { rows: [run] } = await server.db.query<{ ticket_id: number }>(
      `insert into distributor_outset_runs (distributor_id, loc_id, started_by) values ($1, 'SG', 'agent2') returning ticket_id`, [id],
    );
    await server.db.query('delete from distributors where distributor_id = $1', [id]);
    await engine.send(OUTSET_JOB, String(run!.ticket_id));
    await engine.drain();
    const { rows } = await server.db.query<{ status: string; message: string }>('select status, message from distributor_outset_runs where ticket_id = $1', [run!.ticket_id]);
    expect(rows).toEqual([{ status: 'failed', message: 'The distributor was deleted.' }]);
    expect(await outSettings()).toEqual([]);
    expect(await applyAudits(id)).toEqual([]);
  });
});
