/**
 * SMS Report (contract/smsReport.ts): the outbox rows as each caller may see them (its tree, the
 * location), filtered by operator days (GMT+8) and status, counted per day and status against an
 * oracle over the test's own fixture; Resend makes a new message and leaves the original alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSMSReport, getSMSReportSum, resendSms } from '../../contract/smsReport.ts';
import { startTestServer, type TestServer } from './testServer.ts';
import type { ApiClient } from './apiClient.ts';
import { allPages, signInAll, type Account } from './dataScreens.ts';

let server: TestServer;
let api: Record<Account, ApiClient>;

interface Fixture {
  key: string;
  userId: string | null;
  locId: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  /** UTC instant. */
  at: string;
}
// 2026-03-01T17:00Z is already 2 March on the operator's clock (GMT+8).
const FIXTURE: Fixture[] = [
  { key: 'f1', userId: 'member1', locId: 'SG', status: 'sent', at: '2026-03-01T03:00:00Z' },
  { key: 'f2', userId: 'member1', locId: 'SG', status: 'failed', at: '2026-03-01T17:00:00Z' },
  { key: 'f3', userId: 'member2', locId: 'SG', status: 'queued', at: '2026-03-02T05:00:00Z' },
  { key: 'f4', userId: 'member3', locId: 'SG', status: 'sent', at: '2026-03-02T06:00:00Z' },
  { key: 'f5', userId: null, locId: 'SG', status: 'sent', at: '2026-03-03T01:00:00Z' },
  { key: 'f6', userId: 'member4', locId: 'MG', status: 'sent', at: '2026-03-02T01:00:00Z' },
];
const operatorDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
const TREES: Record<string, (f: Fixture) => boolean> = {
  admin: () => true,
  agent1: (f) => f.userId === 'member1' || f.userId === 'member2',
  member1: (f) => f.userId === 'member1',
};
const ids = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
  for (const f of FIXTURE) {
    const { rows } = await server.db.query<{ id: number }>(
      `insert into message_outbox (idempotency_key, channel, recipient, user_id, loc_id, kind, body, status, attempts, last_error, created_at)
       values ($1, 'sms', '6590000001', $2, $3, 'result', $4, $5, $6, $7, $8::timestamptz) returning message_id::int as id`,
      [f.key, f.userId, f.locId, `text ${f.key}`, f.status, f.status === 'failed' ? 5 : 1, f.status === 'failed' ? 'HTTP 503 from the gateway' : null, f.at],
    );
    ids.set(f.key, rows[0]!.id);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('getSMSReport', () => {
  for (const caller of ['admin', 'agent1', 'member1'] as const) {
    it(`shows ${caller} the location's messages of its tree only, newest first`, async () => {
      const { rows } = await allPages(api[caller], getSMSReport, { LocId: 'SG', DateFrom: '2026-03-01', DateTo: '2026-03-03' }, 100);
      const expected = FIXTURE.filter((f) => f.locId === 'SG' && TREES[caller]!(f)).sort((a, b) => b.at.localeCompare(a.at));
      expect(rows.map((row) => row.Body)).toEqual(expected.map((f) => `text ${f.key}`));
    });
  }

  it('filters by operator day and status, with the reason of a failure', async () => {
    const day2 = await allPages(api.admin, getSMSReport, { LocId: 'SG', DateFrom: '2026-03-02', DateTo: '2026-03-02' }, 100);
    expect(day2.rows.map((row) => row.Body).sort()).toEqual(['text f2', 'text f3', 'text f4']);
    const failed = await allPages(api.admin, getSMSReport, { LocId: 'SG', Status: 'failed' }, 100);
    expect(failed.rows.map((row) => [row.Body, row.Status, row.Attempts, row.LastError, row.UserId, row.Recipient])).toEqual([
      ['text f2', 'failed', 5, 'HTTP 503 from the gateway', 'member1', '6590000001'],
    ]);
    await api.agent1.refused(getSMSReport, 403, { query: { LocId: 'SG', UserId: 'member3' } });
    await api.admin.refused(getSMSReport, 400, { query: { LocId: 'SG', DateFrom: '2026-03-03', DateTo: '2026-03-01' } });
  });
});

describe('getSMSReportSum', () => {
  for (const caller of ['admin', 'agent1'] as const) {
    it(`counts ${caller}'s messages per operator day and status`, async () => {
      const { rows, first } = await allPages(api[caller], getSMSReportSum, { LocId: 'SG', DateFrom: '2026-03-01', DateTo: '2026-03-31' }, 100);
      const oracle = new Map<string, Record<string, number>>();
      for (const f of FIXTURE.filter((x) => x.locId === 'SG' && TREES[caller]!(x))) {
        const day = oracle.get(operatorDay(f.at)) ?? { Queued: 0, Sending: 0, Sent: 0, Failed: 0, Total: 0 };
        day[f.status.charAt(0).toUpperCase() + f.status.slice(1)]! += 1;
        day.Total! += 1;
        oracle.set(operatorDay(f.at), day);
      }
      expect(Object.fromEntries(rows.map(({ Day, ...counts }) => [Day, counts]))).toEqual(Object.fromEntries(oracle));
      expect(rows.map((row) => row.Day)).toEqual([...oracle.keys()].sort().reverse());
      expect(first.Totals.Total).toBe([...oracle.values()].reduce((sum, day) => sum + day.Total!, 0));
    });
  }
});

describe('resendSms', () => {
  it('enqueues a copy as a new message each time, audited; the original is unchanged', async () => {
    const original = ids.get('f2')!;
    const first = await api.agent1.data(resendSms, { body: { LocId: 'SG', MessageId: original } });
    const second = await api.agent1.data(resendSms, { body: { LocId: 'SG', MessageId: original } });
    expect(first.ResentFrom).toBe(original);
    expect(second.MessageId).not.toBe(first.MessageId);
    const { rows } = await server.db.query(
      `select message_id::int as id, kind, status, body, recipient, user_id, resent_from::int as resent_from, idempotency_key from message_outbox where message_id = any($1::bigint[]) order by message_id`,
      [[original, first.MessageId, second.MessageId]],
    );
    expect(rows).toEqual([
      { id: original, kind: 'result', status: 'failed', body: 'text f2', recipient: '6590000001', user_id: 'member1', resent_from: null, idempotency_key: 'f2' },
      { id: first.MessageId, kind: 'resend', status: 'queued', body: 'text f2', recipient: '6590000001', user_id: 'member1', resent_from: original, idempotency_key: `resend:${original}:1` },
      { id: second.MessageId, kind: 'resend', status: 'queued', body: 'text f2', recipient: '6590000001', user_id: 'member1', resent_from: original, idempotency_key: `resend:${original}:2` },
    ]);
    const audit = await server.db.query(`select user_id, entity_id from audit_log where action = 'sms.resend' order by audit_id`);
    expect(audit.rows).toEqual([{ user_id: 'agent1', entity_id: String(first.MessageId) }, { user_id: 'agent1', entity_id: String(second.MessageId) }]);
  });

  it("refuses a message outside the caller's tree or location, writing nothing", async () => {
    const before = (await server.db.query('select count(*)::int as n from message_outbox')).rows[0];
    await api.agent1.refused(resendSms, 404, { body: { LocId: 'SG', MessageId: ids.get('f4')! } });
    await api.member1.refused(resendSms, 404, { body: { LocId: 'SG', MessageId: ids.get('f3')! } });
    await api.admin.refused(resendSms, 404, { body: { LocId: 'SG', MessageId: ids.get('f6')! } });
    expect((await server.db.query('select count(*)::int as n from message_outbox')).rows[0]).toEqual(before);
  });
});
