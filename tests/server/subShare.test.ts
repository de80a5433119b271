/**
 * Sub share (issue 21; spec 02 §7.14; DOMAIN.md 5 "Sub Share ... move part of an agent's share result
 * to a partner, recorded as statement lines"). The oracle is written here from DOMAIN.md "Money" and
 * the raw stored rows, not from the product's SQL: for each settled draw of the location and range in
 * which the agent has a share line S, the partner's part is S x bp / 10000 rounded once, half-even
 * (symmetric for a loss), and the agent gives exactly that, so the two lines sum to zero; AccBal is
 * the sum of a user's lines (what Credit Recalc recomputes). Saving again posts nothing new, deleting
 * leaves every figure as before, nobody reaches outside its tree, bad input writes nothing.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubShare, deleteSubShare, subShares, type ShareTransferRow } from '../../contract/shareTransfers.ts';
import { insertStatement2, selectStatementSumFull } from '../../contract/statements.ts';
import { resetSettlement } from '../../contract/drawResults.ts';
import { queueSettlement } from '../../server/settlement/progress.ts';
import { settleDraw } from '../../server/settlement/settleDraw.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { balancesDrifted as drifted, halfEvenPart, ledgerSnapshot } from './shareSupport.ts';

const snapshot = () => ledgerSnapshot(server.db);
const balancesDrifted = () => drifted(server.db);

let server: TestServer;
const as: Record<string, ApiClient> = {};
const USERS = ['admin', 'agent1', 'agent2', 'member1', 'member3'] as const;
const RANGE = { DrawFrom: '2000-01-01', DrawTo: '2099-12-31' };

beforeAll(async () => {
  server = await startTestServer();
  for (const user of USERS) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
  // Room in every Credit Left, so a loss shared with a partner is never refused here (that rule has its own test).
  await server.db.query(`update users set credit_cents = open_stake_cents - least(acc_bal_cents, 0) + 10000000 where user_id <> 'admin'`);
});
afterAll(async () => {
  await server?.close();
});


/** The agent's settled share lines at a location, per draw (raw rows). */
async function shareLines(userId: string, locId: string): Promise<Map<number, number>> {
  const { rows } = await server.db.query<{ draw_id: number; amount: string }>(
    `select l.draw_id, l.amount_cents::text as amount from ledger_entries l join draws d on d.draw_id = l.draw_id
     where l.user_id = $1 and l.kind = 'share' and d.loc_id = $2`,
    [userId, locId],
  );
  return new Map(rows.map((r) => [Number(r.draw_id), Number(r.amount)]));
}

async function transferLines(transferId: number) {
  const { rows } = await server.db.query<{ user_id: string; kind: string; draw_id: number; amount: string }>(
    'select user_id, kind, draw_id, amount_cents::text as amount from ledger_entries where transfer_id = $1 order by draw_id, user_id',
    [transferId],
  );
  return rows.map((r) => ({ userId: r.user_id, kind: r.kind, drawId: Number(r.draw_id), amount: Number(r.amount) }));
}



let keys = 0;
const save = (by: string, body: Record<string, unknown>, key = `sub-share-${++keys}-${Date.now()}`) =>
  as[by]!.request(createSubShare, { body: { LocId: 'SG', ...body }, headers: { 'Idempotency-Key': key } });

async function saved(by: string, body: Record<string, unknown>, key?: string): Promise<ShareTransferRow> {
  const response = await save(by, body, key);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: ShareTransferRow }).data;
}

const accBal = async (userId: string) =>
  Number((await server.db.query<{ a: string }>('select acc_bal_cents::text as a from users where user_id = $1', [userId])).rows[0]!.a);

describe('a sub share', () => {
  it("moves the partner's half-even part of each settled draw's share result, two lines summing to zero, and saving again posts nothing", async () => {
    const shares = await shareLines('agent2', 'SG');
    expect(shares.size).toBeGreaterThan(0);
    const bp = 2500;
    const expected = [...shares].map(([drawId, cents]) => [drawId, halfEvenPart(cents, bp)] as const).filter(([, part]) => part !== 0);
    const total = expected.reduce((sum, [, part]) => sum + part, 0);
    const before = { agent2: await accBal('agent2'), member3: await accBal('member3') };

    const row = await saved('agent2', { PartnerId: 'member3', ShareBp: bp, ...RANGE, Remark: 'partner' });
    expect(row).toMatchObject({ UserId: 'agent2', PartnerId: 'member3', ShareBp: bp, LocId: 'SG', PostedDraws: expected.length, PostedCents: total });

    const lines = await transferLines(row.Id);
    expect(lines).toHaveLength(expected.length * 2);
    for (const [drawId, part] of expected) {
      const ofDraw = lines.filter((l) => l.drawId === drawId);
      expect(ofDraw).toEqual([
        { userId: 'agent2', kind: 'sub_share', drawId, amount: -part },
        { userId: 'member3', kind: 'sub_share', drawId, amount: part },
      ]);
    }
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    expect(await accBal('agent2')).toBe(before.agent2 - total);
    expect(await accBal('member3')).toBe(before.member3 + total);

    const { rows: audits } = await server.db.query<{ user_id: string; action: string }>(
      `select user_id, action from audit_log where entity = 'shareTransfer' and entity_id = $1`,
      [String(row.Id)],
    );
    expect(audits).toEqual([{ user_id: 'agent2', action: 'subShare.post' }]);

    // Saved again (a new submission): the same sub share, nothing posted twice.
    const snap = await snapshot();
    const again = await saved('agent2', { PartnerId: 'member3', ShareBp: bp, ...RANGE, Remark: 'partner' });
    expect(again.Id).toBe(row.Id);
    expect((await snapshot()).lines).toBe(snap.lines);
    expect((await snapshot()).balances).toBe(snap.balances);

    // Listed for the agent and the admin above it, not for another agent.
    expect((await as.agent2!.data(subShares, { query: { LocId: 'SG' } })).Rows.map((r) => r.Id)).toContain(row.Id);
    expect((await as.admin!.data(subShares, { query: { LocId: 'SG', UserId: 'agent2' } })).Rows.map((r) => r.Id)).toContain(row.Id);
    expect((await as.agent1!.data(subShares, { query: { LocId: 'SG' } })).Rows.map((r) => r.Id)).not.toContain(row.Id);

    // The statement counts the lines among the results (selectStatementSumFull of the admin's downline).
    const statement = await as.admin!.data(selectStatementSumFull, { query: { LocId: 'SG', ...RANGE } });
    const agent2 = statement.Rows.find((r) => r.UserId === 'agent2')!;
    expect(agent2.TransfersCents).toBe(-total);
    expect(agent2.WinLossCents + agent2.CommissionCents + agent2.TaxCents + agent2.ShareCents + agent2.DownlineCents + agent2.TransfersCents).toBe(agent2.ResultsCents);
    expect(await balancesDrifted()).toEqual([]);

    // Deleted: every figure as before it, with its audit row.
    const removed = await as.agent2!.data(deleteSubShare, { params: { Id: row.Id }, headers: { 'Idempotency-Key': `delete-sub-share-${row.Id}` } });
    expect(removed).toEqual({ Id: row.Id, RemovedLines: expected.length * 2 });
    expect(await transferLines(row.Id)).toEqual([]);
    expect(await accBal('agent2')).toBe(before.agent2);
    expect(await accBal('member3')).toBe(before.member3);
    expect(await balancesDrifted()).toEqual([]);
    const { rows: deletes } = await server.db.query(`select 1 from audit_log where action = 'subShare.delete' and entity_id = $1`, [String(row.Id)]);
    expect(deletes).toHaveLength(1);
  });

  it('applies once for one Idempotency-Key, even sent twice at once', async () => {
    const before = await snapshot();
    const body = { PartnerId: 'member3', ShareBp: 1000, DrawFrom: '2000-01-01', DrawTo: '2099-12-30' };
    const [a, b] = await Promise.all([save('agent2', body, 'same-sub-share-key'), save('agent2', body, 'same-sub-share-key')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from share_transfers where share_bp = 1000');
    expect(rows[0]!.n).toBe(1);
    const id = ((await a.json()) as { data: ShareTransferRow }).data.Id;
    await as.agent2!.data(deleteSubShare, { params: { Id: id }, headers: { 'Idempotency-Key': `delete-sub-share-${id}` } });
    expect((await snapshot()).balances).toBe(before.balances);
  });

  it("goes back with its draw's settlement (reset6), and is posted again by saving once the draw is settled again", async () => {
    const row = await saved('agent2', { PartnerId: 'member3', ShareBp: 2000, ...RANGE });
    const lines = await transferLines(row.Id);
    const drawId = lines[0]!.drawId;
    const before = { agent2: await accBal('agent2'), member3: await accBal('member3') };

    await as.admin!.data(resetSettlement, { params: { DrawId: drawId }, body: { LocId: 'SG' } });
    // The draw's share lines are gone, and the transfer's lines of that draw with them; no other draw's.
    expect(await transferLines(row.Id)).toEqual(lines.filter((line) => line.drawId !== drawId));
    expect(await balancesDrifted()).toEqual([]);

    await server.db.transaction(async (tx) => {
      expect(await queueSettlement(tx, drawId, server.now())).toBe(true);
    });
    await settleDraw({ db: server.db, now: server.now }, drawId);
    expect((await saved('agent2', { PartnerId: 'member3', ShareBp: 2000, ...RANGE })).Id).toBe(row.Id);
    expect(await transferLines(row.Id)).toEqual(lines);
    expect(await accBal('agent2')).toBe(before.agent2);
    expect(await accBal('member3')).toBe(before.member3);
    expect(await balancesDrifted()).toEqual([]);
    await as.agent2!.data(deleteSubShare, { params: { Id: row.Id }, headers: { 'Idempotency-Key': `delete-sub-share-${row.Id}` } });
  });

  it('never gives out more than 100% of a share result: the rest is named on the field, nothing written', async () => {
    const first = await saved('agent2', { PartnerId: 'member3', ShareBp: 6000, ...RANGE });
    const before = await snapshot();
    const refused = await save('agent2', { PartnerId: 'agent3', ShareBp: 5000, DrawFrom: '2026-01-01', DrawTo: '2026-12-31' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { data: { Problems: { Field: string; Message: string }[] } };
    expect(body.data.Problems).toEqual([expect.objectContaining({ Field: 'ShareBp', Message: expect.stringContaining('at most 40% is left') })]);
    expect(await snapshot()).toEqual(before);
    await as.agent2!.data(deleteSubShare, { params: { Id: first.Id }, headers: { 'Idempotency-Key': `delete-sub-share-${first.Id}` } });
  });
});

describe('who and what', () => {
  it("refuses users outside the caller's tree (403), a player, and a partner not below the giver, writing nothing", async () => {
    const before = await snapshot();
    expect((await save('agent1', { UserId: 'agent2', PartnerId: 'member3', ShareBp: 1000, ...RANGE })).status).toBe(403);
    expect((await save('agent1', { PartnerId: 'member3', ShareBp: 1000, ...RANGE })).status).toBe(403);
    expect((await save('member3', { PartnerId: 'member3', ShareBp: 1000, ...RANGE })).status).toBe(403);
    const notBelow = await save('admin', { UserId: 'agent2', PartnerId: 'member1', ShareBp: 1000, ...RANGE });
    expect(notBelow.status).toBe(400);
    expect(JSON.stringify(await notBelow.json())).toContain('member1 is not below agent2.');
    expect(await snapshot()).toEqual(before);
  });

  it('answers bad values with every problem on its field (400), writing nothing', async () => {
    const before = await snapshot();
    for (const [body, fields] of [
      [{ ShareBp: 150, DrawFrom: '2026-02-01', DrawTo: '2026-01-01' }, ['PartnerId', 'ShareBp', 'DrawTo']],
      [{ PartnerId: 'member3', ShareBp: 0, DrawFrom: '2026-02-30', DrawTo: '' }, ['ShareBp', 'DrawFrom', 'DrawTo']],
      [{ PartnerId: 'member3', ShareBp: 10_100, DrawFrom: '2026-01-01', DrawTo: '2026-01-31' }, ['ShareBp']],
    ] as const) {
      const response = await save('agent2', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { data: { Problems: { Field: string }[] } };
      expect(answer.data.Problems.map((p) => p.Field)).toEqual(fields);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets nobody delete a sub share outside its tree, nor an unknown one", async () => {
    const row = await saved('agent2', { PartnerId: 'member3', ShareBp: 500, ...RANGE });
    const before = await snapshot();
    await as.agent1!.refused(deleteSubShare, 403, { params: { Id: row.Id }, headers: { 'Idempotency-Key': 'delete-outside-tree' } });
    await as.agent2!.refused(deleteSubShare, 404, { params: { Id: 999_999 }, headers: { 'Idempotency-Key': 'delete-unknown-one' } });
    expect(await snapshot()).toEqual(before);
    await as.agent2!.data(deleteSubShare, { params: { Id: row.Id }, headers: { 'Idempotency-Key': `delete-sub-share-${row.Id}` } });
  });

  it("refuses a posting that would take a user's Credit Left below zero, writing nothing", async () => {
    const shares = [...(await shareLines('agent2', 'SG')).values()];
    const gives = shares.reduce((sum, s) => sum + halfEvenPart(s, 10_000), 0);
    expect(gives).not.toBe(0);
    // Whoever ends lower: the agent when its share result is a gain, the partner when it is a loss.
    const lower = gives > 0 ? 'agent2' : 'member3';
    const upline = lower === 'agent2' ? 'admin' : 'agent2';
    // Its balance settled to $0.00 by its upline (a payment), then Credit Left = Credit - open stakes + min(AccBal, 0)
    // one cent short of the move: after it, Credit Left would be -$0.01.
    const balance = await accBal(lower);
    if (balance > 0) {
      const paid = await as[upline]!.request(insertStatement2, {
        body: { LocId: 'SG', UserId: lower, AmountCents: balance, Direction: 'paid' },
        headers: { 'Idempotency-Key': `settle-${lower}` },
      });
      expect(paid.status).toBe(200);
    }
    await server.db.query(`update users set credit_cents = open_stake_cents - least(acc_bal_cents - $2, 0) - 1 where user_id = $1`, [lower, Math.abs(gives)]);
    const before = await snapshot();
    const response = await save('agent2', { PartnerId: 'member3', ShareBp: 10_000, ...RANGE });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(`This would leave ${lower}'s Credit Left at -$0.01`);
    expect(await snapshot()).toEqual(before);
  });
});
