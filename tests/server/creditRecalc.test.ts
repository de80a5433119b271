/**
 * Credit Recalc (contract/creditRecalc.ts; issue 20): after the seeded weeks of bets, settlements and
 * payments, and a bet placed now, no user's stored figures differ from those recomputed from the
 * tickets and the ledger; figures made wrong on purpose are reported (stored and computed) and
 * corrected, with an audit row; only admins may run it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CreditRecalcRunSchema, type CreditRecalcRun } from '../../contract/creditRecalc.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, nextDrawOf, postJson } from './betting.ts';
import { storedFigures } from './ledgerSupport.ts';

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

async function recalculate(): Promise<CreditRecalcRun> {
  const started = await successData(await server.app.request(`${API}/relcalCredit`, postJson(admin, {})), CreditRecalcRunSchema);
  expect(['queued', 'running', 'succeeded']).toContain(started.Status);
  await server.jobs.drain();
  const run = await successData(await server.app.request(`${API}/relcalCredit`, bearer(admin)), v.nullable(CreditRecalcRunSchema));
  expect(run?.RunId).toBe(started.RunId);
  return run!;
}

const userCount = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n;

describe('Credit Recalc', () => {
  it('finds no difference after the seed and a bet placed now', async () => {
    const draw = await nextDrawOf(server, admin, 'SG');
    const member = (await signIn(server.app, 'member1')).access_token;
    expect((await server.app.request(`${API}/4d/bet/`, postJson(member, { LocId: 'SG', DrawId: draw.DrawId, Message: '1234 2-1' }))).status).toBe(200);
    const run = await recalculate();
    expect(run).toMatchObject({ Status: 'succeeded', StartedBy: 'admin', UsersChecked: await userCount(), Differences: [], Message: null });
    // Its start and its end each left an audit row.
    const { rows } = await server.db.query<{ action: string }>(
      `select action from audit_log where entity = 'creditRecalc' and entity_id = $1 order by action`,
      [String(run.RunId)],
    );
    expect(rows.map((r) => r.action)).toEqual(['credit.recalc', 'credit.recalc.start']);
  });

  it('reports each user whose stored figures differ, with both figures, and stores the computed ones', async () => {
    const member = await storedFigures(server.db, 'member1');
    const upline = await storedFigures(server.db, 'agent1');
    await server.db.query('update users set acc_bal_cents = acc_bal_cents + 12345 where user_id = $1', ['member1']);
    await server.db.query('update users set open_stake_cents = open_stake_cents + 50 where user_id = $1', ['agent1']);

    const run = await recalculate();
    expect(run.Status).toBe('succeeded');
    expect(run.Differences).toEqual([
      { UserId: 'agent1', StoredOpenStakes: (upline.openStakeCents + 50) / 100, ComputedOpenStakes: upline.openStakeCents / 100,
        StoredAccBal: upline.accBalCents / 100, ComputedAccBal: upline.accBalCents / 100 },
      { UserId: 'member1', StoredOpenStakes: member.openStakeCents / 100, ComputedOpenStakes: member.openStakeCents / 100,
        StoredAccBal: (member.accBalCents + 12345) / 100, ComputedAccBal: member.accBalCents / 100 },
    ]);
    expect(await storedFigures(server.db, 'member1')).toEqual(member);
    expect(await storedFigures(server.db, 'agent1')).toEqual(upline);
    const { rows } = await server.db.query<{ user_id: string; after: { Differences: unknown[] } }>(
      `select user_id, after from audit_log where action = 'credit.recalc' and entity_id = $1`,
      [String(run.RunId)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBe('admin');
    expect(rows[0]!.after.Differences).toHaveLength(2);
    // Run again: nothing left to correct.
    expect((await recalculate()).Differences).toEqual([]);
  });

  it('is refused to anyone but an admin, and starts nothing', async () => {
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from credit_recalc_runs')).rows[0]!.n;
    expect((await errorEnvelope(await server.app.request(`${API}/relcalCredit`, postJson(agent, {})), 403)).message).toBe(
      'Credit Recalculation is for admins only.',
    );
    await errorEnvelope(await server.app.request(`${API}/relcalCredit`, bearer(agent)), 403);
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from credit_recalc_runs')).rows[0]!.n).toBe(before);
  });
});
