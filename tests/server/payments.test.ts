/**
 * Payments and statements (issue 20 "Payments"; contract/statements.ts). The oracle is DOMAIN.md
 * "Credit" and migration 0014's meaning of a payment line, written here in TypeScript from the raw
 * stored rows: AccBal is the sum of a user's lines; a payment received from a user adds its amount,
 * one paid to it takes it away; Credit Left = Credit - open stakes + min(AccBal, 0) and never falls
 * below zero; a retried payment (same Idempotency-Key) applies once; a deleted payment leaves every
 * figure as before it; nobody records or reads payments outside its tree; bad input writes nothing.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../../contract/profile.ts';
import {
  deleteStatement2,
  insertStatement2,
  insertStatements,
  MAX_PAYMENT_CENTS,
  paymentUserIds,
  selectStatementSum,
  selectStatementSumFull,
  selectStatementType,
  statementByMonth,
  statementByUserId,
  updateStatementSum,
  type PaymentLine,
} from '../../contract/statements.ts';
import { apiAs, type ApiClient } from './apiClient.ts';
import { signIn, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const as: Record<string, ApiClient> = {};
const USERS = ['admin', 'agent1', 'agent2', 'agent3', 'member1', 'member2', 'member3', 'member4'] as const;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of USERS) as[user] = apiAs(server, (await signIn(server.app, user)).access_token);
  // The precondition of these tests: agent1's members have $500.00 of Credit Left to work with,
  // whatever the demo seed grants them (the credit a seed gives is not what is tested here).
  await server.db.query(
    `update users set credit_cents = open_stake_cents - least(acc_bal_cents, 0) + 50000 where user_id in ('member1', 'member2')`,
  );
});
afterAll(async () => {
  await server?.close();
});

interface Stored {
  creditCents: number;
  openStakeCents: number;
  accBalCents: number;
  lines: { entryId: number; kind: string; amountCents: number; remark: string | null; createdBy: string | null }[];
}

/** A user's stored row and raw ledger lines (no statement SQL of the product). */
async function stored(userId: string): Promise<Stored> {
  const { rows: users } = await server.db.query<{ credit_cents: string; open_stake_cents: string; acc_bal_cents: string }>(
    'select credit_cents, open_stake_cents, acc_bal_cents from users where user_id = $1',
    [userId],
  );
  const { rows } = await server.db.query<{ entry_id: string; kind: string; amount_cents: string; remark: string | null; created_by: string | null }>(
    'select entry_id, kind, amount_cents, remark, created_by from ledger_entries where user_id = $1 order by entry_id',
    [userId],
  );
  return {
    creditCents: Number(users[0]!.credit_cents),
    openStakeCents: Number(users[0]!.open_stake_cents),
    accBalCents: Number(users[0]!.acc_bal_cents),
    lines: rows.map((r) => ({ entryId: Number(r.entry_id), kind: r.kind, amountCents: Number(r.amount_cents), remark: r.remark, createdBy: r.created_by })),
  };
}

/** DOMAIN.md: AccBal is the sum of the lines; Credit Left = Credit - open stakes + min(AccBal, 0). */
const sumOfLines = (s: Stored) => s.lines.reduce((sum, line) => sum + line.amountCents, 0);
const creditLeftOf = (s: Stored) => s.creditCents - s.openStakeCents + Math.min(sumOfLines(s), 0);

const counts = async () => {
  const { rows } = await server.db.query<{ lines: number; audits: number; balances: string }>(
    `select (select count(*)::int from ledger_entries) as lines, (select count(*)::int from audit_log) as audits,
       (select sum(acc_bal_cents)::text from users) as balances`,
  );
  return rows[0]!;
};

let keys = 0;
const newKey = () => `payments-test-key-${++keys}-${Date.now()}`;
const pay = (by: string, body: Record<string, unknown>, key = newKey()) =>
  as[by]!.request(insertStatement2, { body: { LocId: 'SG', ...body }, headers: { 'Idempotency-Key': key } });

async function paid(by: string, body: Record<string, unknown>): Promise<PaymentLine> {
  const response = await pay(by, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: PaymentLine }).data;
}

describe('who may be paid', () => {
  it('lists an agent its direct downlines and an admin everyone below it', async () => {
    const agent1 = await as.agent1!.data(paymentUserIds, { query: { LocId: 'SG' } });
    expect(agent1.map((u) => u.UserId).sort()).toEqual(['member1', 'member2', 'newuser']);
    const admin = await as.admin!.data(paymentUserIds, { query: { LocId: 'SG' } });
    const { rows } = await server.db.query<{ user_id: string }>(`select user_id from users where user_id <> 'admin' order by user_id`);
    expect(admin.map((u) => u.UserId)).toEqual(rows.map((r) => r.user_id));
    for (const user of admin) expect(user.AccBalCents).toBe((await stored(user.UserId)).accBalCents);
    expect(await as.member1!.data(paymentUserIds, { query: { LocId: 'SG' } })).toEqual([]);
  });
});

describe('a payment', () => {
  it('received from a downline raises its AccBal by exactly the amount, with its line and audit row, and the menu figures follow', async () => {
    const before = await stored('member1');
    const line = await paid('agent1', { UserId: 'member1', AmountCents: 1250, Direction: 'received', Remark: 'cash' });
    const after = await stored('member1');
    expect(after.accBalCents).toBe(before.accBalCents + 1250);
    expect(after.accBalCents).toBe(sumOfLines(after));
    expect(after.lines.at(-1)).toEqual({ entryId: line.EntryId, kind: 'payment', amountCents: 1250, remark: 'cash', createdBy: 'agent1' });
    expect(line).toMatchObject({ UserId: 'member1', AmountCents: 1250, AccBalCents: after.accBalCents, CreatedBy: 'agent1' });
    const { rows } = await server.db.query<{ user_id: string; action: string; before: { AccBalCents: number }; after: { AccBalCents: number } }>(
      `select user_id, action, before, after from audit_log where entity = 'ledgerEntry' and entity_id = $1`,
      [String(line.EntryId)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: 'agent1', action: 'payment.create', before: { AccBalCents: before.accBalCents }, after: { AccBalCents: after.accBalCents } });
    // The member's own menu figures (spec 02 §2.3) in dollars.
    const figures = await as.member1!.data(credit);
    expect(figures.AccBal).toBe(after.accBalCents / 100);
    expect(figures.CreditLeft).toBe(creditLeftOf(after) / 100);
  });

  it('paid to a downline lowers its AccBal by exactly the amount, and Credit Left by the change of min(AccBal, 0)', async () => {
    const before = await stored('member2');
    // Enough to take AccBal below zero, but within its Credit Left.
    const amount = Math.max(before.accBalCents, 0) + Math.min(100, creditLeftOf(before));
    expect(amount).toBeGreaterThan(0);
    await paid('agent1', { UserId: 'member2', AmountCents: amount, Direction: 'paid', Remark: '' });
    const after = await stored('member2');
    expect(after.accBalCents).toBe(before.accBalCents - amount);
    expect(after.accBalCents).toBe(sumOfLines(after));
    expect(after.lines.at(-1)).toMatchObject({ kind: 'payment', amountCents: -amount, remark: null });
    expect(creditLeftOf(after) - creditLeftOf(before)).toBe(Math.min(after.accBalCents, 0) - Math.min(before.accBalCents, 0));
    expect((await as.member2!.data(credit)).CreditLeft).toBe(creditLeftOf(after) / 100);
  });

  it('is refused, writing nothing, when it would take Credit Left below zero', async () => {
    const before = await stored('member1');
    const tooMuch = Math.max(before.accBalCents, 0) + creditLeftOf(before) + 1;
    const was = await counts();
    const response = await pay('agent1', { UserId: 'member1', AmountCents: tooMuch, Direction: 'paid' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data: { Problems: { Field: string; Code: string }[] } };
    expect(body.data.Problems).toEqual([expect.objectContaining({ Field: 'AmountCents', Code: 'creditLeft' })]);
    expect(await counts()).toEqual(was);
    // Exactly all of it still goes through.
    await paid('agent1', { UserId: 'member1', AmountCents: tooMuch - 1, Direction: 'paid' });
    expect(creditLeftOf(await stored('member1'))).toBe(0);
    await paid('agent1', { UserId: 'member1', AmountCents: tooMuch - 1, Direction: 'received' });
  });

  it('retried with the same Idempotency-Key applies once, also 20 retries at once', async () => {
    const key = newKey();
    const before = await stored('member2');
    const first = await pay('agent1', { UserId: 'member2', AmountCents: 777, Direction: 'received' }, key);
    expect(first.status).toBe(200);
    const again = await pay('agent1', { UserId: 'member2', AmountCents: 777, Direction: 'received' }, key);
    expect(await again.json()).toEqual(await first.json());
    expect((await stored('member2')).accBalCents).toBe(before.accBalCents + 777);

    const parallelKey = newKey();
    const middle = await stored('member2');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay('agent1', { UserId: 'member2', AmountCents: 333, Direction: 'paid' }, parallelKey)),
    );
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const after = await stored('member2');
    expect(after.accBalCents).toBe(middle.accBalCents - 333);
    expect(after.lines.length).toBe(middle.lines.length + 1);
    expect(after.accBalCents).toBe(sumOfLines(after));
  });

  it('20 different payments at once to one user never take its Credit Left below zero', async () => {
    const before = await stored('member1');
    // What paying can take: what the upline owes (AccBal above 0) and then Credit Left.
    const room = Math.max(before.accBalCents, 0) + creditLeftOf(before);
    const amount = Math.floor(room / 7) + 1;
    const fits = Math.floor(room / amount);
    expect(fits).toBeGreaterThan(0);
    expect(fits).toBeLessThan(20);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay('agent1', { UserId: 'member1', AmountCents: amount, Direction: 'paid' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(fits);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(20 - fits);
    const after = await stored('member1');
    expect(after.accBalCents).toBe(before.accBalCents - fits * amount);
    expect(after.accBalCents).toBe(sumOfLines(after));
    expect(creditLeftOf(after)).toBeGreaterThanOrEqual(0);
    await paid('agent1', { UserId: 'member1', AmountCents: fits * amount, Direction: 'received', Remark: 'back' });
  });

  it('deleted, leaves AccBal, Credit Left and the lines exactly as before it', async () => {
    const before = await stored('member1');
    const line = await paid('agent1', { UserId: 'member1', AmountCents: 4321, Direction: 'received', Remark: 'to undo' });
    const removed = await as.agent1!.data(deleteStatement2, { params: { EntryId: line.EntryId } });
    expect(removed).toEqual({ EntryId: line.EntryId, UserId: 'member1', AccBalCents: before.accBalCents });
    const after = await stored('member1');
    expect(after).toEqual(before);
    const { rows } = await server.db.query<{ action: string; after: { AccBalCents: number } }>(
      `select action, after from audit_log where entity = 'ledgerEntry' and entity_id = $1 order by audit_id`,
      [String(line.EntryId)],
    );
    expect(rows.map((r) => r.action)).toEqual(['payment.create', 'payment.delete']);
    expect(rows[1]!.after.AccBalCents).toBe(before.accBalCents);
    await as.agent1!.refused(deleteStatement2, 404, { params: { EntryId: line.EntryId } });
  });

  it('deletes payment lines only', async () => {
    const opening = (await stored('member1')).lines.find((l) => l.kind !== 'payment');
    expect(opening).toBeDefined();
    const was = await counts();
    await as.agent1!.refused(deleteStatement2, 400, { params: { EntryId: opening!.entryId } });
    expect(await counts()).toEqual(was);
  });
});

describe('several payments and settling a balance', () => {
  it('records several payments at once, and none when one is refused', async () => {
    const [m1, m2] = [await stored('member1'), await stored('member2')];
    const done = await as.agent1!.data(insertStatements, {
      body: {
        LocId: 'SG',
        Payments: [
          { UserId: 'member1', AmountCents: 500, Direction: 'received' },
          { UserId: 'member2', AmountCents: 200, Direction: 'received' },
          { UserId: 'member1', AmountCents: 150, Direction: 'paid' },
        ],
      },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(done.Lines.map((l) => l.AmountCents)).toEqual([500, 200, -150]);
    expect((await stored('member1')).accBalCents).toBe(m1.accBalCents + 350);
    expect((await stored('member2')).accBalCents).toBe(m2.accBalCents + 200);

    const was = await counts();
    const refused = await as.agent1!.refused(insertStatements, 400, {
      body: { LocId: 'SG', Payments: [{ UserId: 'member1', AmountCents: 500, Direction: 'received' }, { UserId: 'member2', AmountCents: 0, Direction: 'paid' }] },
    });
    expect((refused.data as { Problems: { Field: string }[] }).Problems.map((p) => p.Field)).toEqual(['Payments[1].AmountCents']);
    expect(await counts()).toEqual(was);
  });

  it('settles a downline whole balance to zero with one payment line', async () => {
    const before = await stored('member2');
    expect(before.accBalCents).not.toBe(0);
    const line = await as.agent1!.data(updateStatementSum, { body: { LocId: 'SG', UserId: 'member2', Remark: '' }, headers: { 'Idempotency-Key': newKey() } });
    expect(line).toMatchObject({ UserId: 'member2', AmountCents: -before.accBalCents, AccBalCents: 0 });
    const after = await stored('member2');
    expect(after.accBalCents).toBe(0);
    expect(sumOfLines(after)).toBe(0);
    expect(after.lines.length).toBe(before.lines.length + 1);
    const was = await counts();
    await as.agent1!.refused(updateStatementSum, 400, { body: { LocId: 'SG', UserId: 'member2' } });
    expect(await counts()).toEqual(was);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['no user', { UserId: '', AmountCents: 100, Direction: 'paid' }, ['UserId']],
    ['no amount', { UserId: 'member1', Direction: 'paid' }, ['AmountCents']],
    ['a zero amount', { UserId: 'member1', AmountCents: 0, Direction: 'paid' }, ['AmountCents']],
    ['a negative amount', { UserId: 'member1', AmountCents: -100, Direction: 'received' }, ['AmountCents']],
    ['a fraction of a cent', { UserId: 'member1', AmountCents: 12.5, Direction: 'received' }, ['AmountCents']],
    ['an amount over the bound', { UserId: 'member1', AmountCents: MAX_PAYMENT_CENTS + 1, Direction: 'received' }, ['AmountCents']],
    ['no direction', { UserId: 'member1', AmountCents: 100 }, ['Direction']],
    ['an unknown direction', { UserId: 'member1', AmountCents: 100, Direction: 'sideways' }, ['Direction']],
    ['everything missing', {}, ['UserId', 'AmountCents', 'Direction']],
  ];
  it.each(cases)('answers 400 with each problem on its field for %s, and writes nothing', async (_, body, fields) => {
    const was = await counts();
    const response = await pay('agent1', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: false; data: { Problems: { Field: string }[] } };
    expect(answer.success).toBe(false);
    expect(answer.data.Problems.map((p) => p.Field)).toEqual(fields);
    expect(await counts()).toEqual(was);
  });

  it('answers 400 to bad lists and settlements, and writes nothing', async () => {
    const was = await counts();
    await as.agent1!.refused(insertStatements, 400, { body: { LocId: 'SG', Payments: [] } });
    const many = Array.from({ length: 51 }, () => ({ UserId: 'member1', AmountCents: 100, Direction: 'paid' }));
    await as.agent1!.refused(insertStatements, 400, { body: { LocId: 'SG', Payments: many } });
    const refused = await as.agent1!.refused(insertStatements, 400, { body: { LocId: 'SG', Payments: [{ UserId: 'member1', AmountCents: 100 }, { UserId: '', AmountCents: 5 }] } });
    expect((refused.data as { Problems: { Field: string }[] }).Problems.map((p) => p.Field)).toEqual(['Payments[0].Direction', 'Payments[1].UserId', 'Payments[1].Direction']);
    const unnamed = await as.agent1!.refused(updateStatementSum, 400, { body: { LocId: 'SG', UserId: '' } });
    expect((unnamed.data as { Problems: { Field: string }[] }).Problems.map((p) => p.Field)).toEqual(['UserId']);
    await as.agent1!.refused(deleteStatement2, 404, { params: { EntryId: 999_999_999 } });
    expect(await counts()).toEqual(was);
  });

  it('answers 400 to a value of the wrong type, and writes nothing', async () => {
    const was = await counts();
    expect((await pay('agent1', { UserId: 'member1', AmountCents: '12.50', Direction: 'paid' })).status).toBe(400);
    expect(await counts()).toEqual(was);
  });
});

describe('nobody records or reads payments outside its tree', () => {
  let member1Payment: number;
  beforeAll(async () => {
    member1Payment = (await paid('agent1', { UserId: 'member1', AmountCents: 100, Direction: 'received', Remark: 'kept' })).EntryId;
  });

  it('refuses agent2 every call about agent1 and its members (403), writing nothing', async () => {
    const agent2 = as.agent2!;
    const was = await counts();
    const range = { LocId: 'SG' };
    await agent2.refused(selectStatementSum, 403, { query: { ...range, UserId: 'agent1' } });
    await agent2.refused(selectStatementSumFull, 403, { query: { ...range, UserId: 'agent1' } });
    await agent2.refused(statementByUserId, 403, { query: { ...range, UserId: 'member1' } });
    await agent2.refused(statementByMonth, 403, { query: { ...range, UserId: 'member1' } });
    await agent2.refused(insertStatement2, 403, { body: { LocId: 'SG', UserId: 'member1', AmountCents: 100, Direction: 'paid' } });
    await agent2.refused(insertStatements, 403, { body: { LocId: 'SG', Payments: [{ UserId: 'member1', AmountCents: 100, Direction: 'paid' }] } });
    await agent2.refused(updateStatementSum, 403, { body: { LocId: 'SG', UserId: 'member1' } });
    await agent2.refused(deleteStatement2, 403, { params: { EntryId: member1Payment } });
    // Lists carry nothing of another tree.
    expect((await agent2.data(paymentUserIds, { query: range })).map((u) => u.UserId).sort()).toEqual(['agent3', 'member3']);
    const history = await agent2.data(statementByUserId, { query: { ...range, Kind: 'payment' } });
    expect(history.Rows.some((row) => row.UserId === 'member1')).toBe(false);
    expect((await agent2.data(selectStatementType, { query: range })).length).toBe(11); // the 7 kinds of migration 0014 and the 4 of 0026
    expect(await counts()).toEqual(was);
  });

  it('lets an agent pay only its direct downlines, not its downline agents members (403)', async () => {
    const was = await counts();
    await as.agent2!.refused(insertStatement2, 403, { body: { LocId: 'SG', UserId: 'member4', AmountCents: 100, Direction: 'paid' } });
    await as.agent2!.refused(insertStatement2, 403, { body: { LocId: 'SG', UserId: 'agent2', AmountCents: 100, Direction: 'paid' } });
    await as.agent1!.refused(insertStatement2, 403, { body: { LocId: 'SG', UserId: 'nobody', AmountCents: 100, Direction: 'paid' } });
    expect(await counts()).toEqual(was);
  });

  it('lets a member read its own statement only', async () => {
    await as.member1!.data(statementByUserId, { query: { LocId: 'SG', UserId: 'member1' } });
    await as.member1!.refused(statementByUserId, 403, { query: { LocId: 'SG', UserId: 'member2' } });
    await as.member1!.refused(statementByMonth, 403, { query: { LocId: 'SG', UserId: 'member2' } });
    await as.member1!.refused(insertStatement2, 403, { body: { LocId: 'SG', UserId: 'member2', AmountCents: 100, Direction: 'paid' } });
    await as.member1!.refused(deleteStatement2, 403, { params: { EntryId: member1Payment } });
  });
});

describe('statements', () => {
  it('sums each direct downline: opening, results and payments add up to its balance, which is its AccBal', async () => {
    for (const endpoint of [selectStatementSum, selectStatementSumFull]) {
      const page = await as.agent1!.data(endpoint, { query: { LocId: 'SG' } });
      expect(page.Rows.map((r) => r.UserId).sort()).toEqual(['member1', 'member2', 'newuser']);
      for (const row of page.Rows) {
        const s = await stored(row.UserId);
        const ofKind = (kinds: string[]) => s.lines.filter((l) => kinds.includes(l.kind)).reduce((sum, l) => sum + l.amountCents, 0);
        expect(row.OpeningCents).toBe(ofKind(['opening']));
        expect(row.ResultsCents).toBe(ofKind(['winloss', 'commission', 'tax', 'share', 'downline']));
        expect(row.PaymentsCents).toBe(ofKind(['payment']));
        expect(row.BalanceCents).toBe(s.accBalCents);
        expect(row.AccBalCents).toBe(s.accBalCents);
        if ('WinLossCents' in row) {
          expect(row.WinLossCents + row.CommissionCents + row.TaxCents + row.ShareCents + row.DownlineCents + row.TransfersCents).toBe(row.ResultsCents);
        }
      }
      const sum = (pick: (r: (typeof page.Rows)[number]) => number) => page.Rows.reduce((total, r) => total + pick(r), 0);
      expect(page.Totals.BalanceCents).toBe(sum((r) => r.BalanceCents));
      expect(page.Totals.PaymentsCents).toBe(sum((r) => r.PaymentsCents));
    }
    // Drill-down: admin reads agent1's downlines the same way.
    const drilled = await as.admin!.data(selectStatementSum, { query: { LocId: 'SG', UserId: 'agent1' } });
    expect(drilled.Rows.map((r) => r.UserId).sort()).toEqual(['member1', 'member2', 'newuser']);
  });

  it('marks a row Payable exactly when the caller may record its payment, so a sub-agent’s downline offers no Payment', async () => {
    const own = await as.agent2!.data(selectStatementSum, { query: { LocId: 'MG' } });
    expect(own.Rows.map((r) => [r.UserId, r.Payable])).toEqual([
      ['agent3', true],
      ['member3', true],
    ]);
    // agent2 drills into agent3's downline: member4 is agent3's to pay, and the server refuses agent2.
    const subAgents = await as.agent2!.data(selectStatementSum, { query: { LocId: 'MG', UserId: 'agent3' } });
    expect(subAgents.Rows.map((r) => [r.UserId, r.Payable])).toEqual([['member4', false]]);
    await as.agent2!.refused(insertStatement2, 403, { body: { LocId: 'MG', UserId: 'member4', AmountCents: 100, Direction: 'received' } });
    // An admin pays anyone, drilled or not.
    const drilled = await as.admin!.data(selectStatementSum, { query: { LocId: 'MG', UserId: 'agent3' } });
    expect(drilled.Rows.map((r) => [r.UserId, r.Payable])).toEqual([['member4', true]]);
  });

  it('a range of one day brings every earlier line forward into Opening', async () => {
    const today = new Date(server.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const page = await as.agent1!.data(selectStatementSum, { query: { LocId: 'SG', DrawFrom: today, DrawTo: today } });
    for (const row of page.Rows) {
      expect(row.OpeningCents + row.ResultsCents + row.PaymentsCents).toBe(row.BalanceCents);
      expect(row.BalanceCents).toBe((await stored(row.UserId)).accBalCents);
    }
    await as.agent1!.refused(selectStatementSum, 400, { query: { LocId: 'SG', DrawFrom: '2026-02-02', DrawTo: '2026-02-01' } });
  });

  it('lists a user lines with the balance after each, ending at its AccBal; Payment History lists the payments', async () => {
    const s = await stored('member1');
    const lines = await as.agent1!.data(statementByUserId, { query: { LocId: 'SG', UserId: 'member1', SortBy: 'EntryId', SortDir: 'asc' } });
    expect(lines.Rows.map((r) => [r.EntryId, r.Kind, r.AmountCents])).toEqual(s.lines.map((l) => [l.entryId, l.kind, l.amountCents]));
    let running = 0;
    for (const row of lines.Rows) {
      running += row.AmountCents;
      expect(row.BalanceCents).toBe(running);
    }
    expect(running).toBe(s.accBalCents);
    expect(lines.Totals.AmountCents).toBe(s.accBalCents);

    const history = await as.agent1!.data(statementByUserId, { query: { LocId: 'SG', Kind: 'payment' } });
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries e join users u on u.user_id = e.user_id where e.kind = 'payment' and u.parent_id = 'agent1'`,
    );
    expect(history.Total).toBe(rows[0]!.n);
    expect(history.Rows.every((r) => r.Kind === 'payment')).toBe(true);
  });

  it('goes by month: each month opens at the last one balance and the last ends at AccBal', async () => {
    const s = await stored('member1');
    const months = await as.agent1!.data(statementByMonth, { query: { LocId: 'SG', UserId: 'member1', SortDir: 'asc' } });
    expect(months.Rows.length).toBeGreaterThan(0);
    let previous: number | null = null;
    for (const month of months.Rows) {
      if (previous !== null) expect(month.OpeningCents).toBe(previous);
      expect(month.OpeningCents + month.ResultsCents + month.PaymentsCents).toBe(month.BalanceCents);
      previous = month.BalanceCents;
    }
    expect(previous).toBe(s.accBalCents);
  });
});
