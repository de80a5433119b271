/**
 * Group expense (issue 21; spec 02 §7.14; decision in the README): the owner's line is the whole
 * amount, each member's its equal part (the odd cents one each to the first members by user id), so
 * the lines sum to zero to the cent; AccBal moves by exactly the lines; deleting takes them back; only
 * users below the caller; bad input writes nothing. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupExpense, deleteGroupExpense, groupExpenses } from '../../contract/shareTransfers.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';
import { balancesDrifted, ledgerSnapshot } from './shareSupport.ts';

const snapshot = () => ledgerSnapshot(server.db);
const drifted = () => balancesDrifted(server.db);

let server: TestServer;
const as: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['agent1', 'agent2', 'member1']) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
  await server.db.query(`update users set credit_cents = open_stake_cents - least(acc_bal_cents, 0) + 10000000 where user_id <> 'admin'`);
});
afterAll(async () => {
  await server?.close();
});

const lines = async (id: number) =>
  (
    await server.db.query<{ user_id: string; amount: string }>(
      'select user_id, amount_cents::text as amount from ledger_entries where expense_id = $1 order by user_id',
      [id],
    )
  ).rows.map((r) => [r.user_id, Number(r.amount)]);

let keys = 0;
const key = () => ({ 'Idempotency-Key': `group-expense-${++keys}-${Date.now()}` });

describe('a group expense', () => {
  it('splits the amount equally to the cent, the odd cents to the first members, and deleting takes it back', async () => {
    const before = await snapshot();
    // $10.01 among three: 334, 334, 333 cents (member1, member2, newuser by user id).
    const row = await as.agent1!.data(createGroupExpense, { body: { LocId: 'SG', Members: 'newuser, member2,member1', AmountCents: 1001, Remark: 'dinner' }, headers: key() });
    expect(row).toMatchObject({ UserId: 'agent1', Members: 'member1, member2, newuser', AmountCents: 1001 });
    expect(await lines(row.Id)).toEqual([
      ['agent1', 1001],
      ['member1', -334],
      ['member2', -334],
      ['newuser', -333],
    ]);
    expect(await drifted()).toEqual([]);
    expect((await as.agent1!.data(groupExpenses, { query: { LocId: 'SG' } })).Rows.map((r) => r.Id)).toContain(row.Id);
    expect((await as.agent2!.data(groupExpenses, { query: { LocId: 'SG' } })).Rows.map((r) => r.Id)).not.toContain(row.Id);
    await as.agent2!.refused(deleteGroupExpense, 403, { params: { Id: row.Id }, headers: key() });
    expect(await as.agent1!.data(deleteGroupExpense, { params: { Id: row.Id }, headers: key() })).toEqual({ Id: row.Id, RemovedLines: 4 });
    const after = await snapshot();
    expect([after.lines, after.balances]).toEqual([before.lines, before.balances]);
  });

  it('refuses members outside the tree (403), the caller itself, a player caller and bad amounts (400), writing nothing', async () => {
    const before = await snapshot();
    await as.agent1!.refused(createGroupExpense, 403, { body: { LocId: 'SG', Members: 'member3', AmountCents: 100 }, headers: key() });
    await as.member1!.refused(createGroupExpense, 403, { body: { LocId: 'SG', Members: 'member1', AmountCents: 100 }, headers: key() });
    for (const body of [
      { Members: 'agent1', AmountCents: 100 },
      { Members: 'member1,member1', AmountCents: 100 },
      { Members: '', AmountCents: 100 },
      { Members: 'member1', AmountCents: 0 },
      { Members: 'member1', AmountCents: 1.5 },
    ]) {
      const answer = await as.agent1!.refused(createGroupExpense, 400, { body: { LocId: 'SG', ...body }, headers: key() });
      expect(answer.data).toHaveProperty('Problems');
    }
    expect(await snapshot()).toEqual(before);
  });
});
