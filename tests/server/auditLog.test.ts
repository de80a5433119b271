import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPageSchema, type AuditRow } from '../../contract/audits.ts';
import { PlaceBetsResultSchema } from '../../contract/bets.ts';
import { BetFileSchema } from '../../contract/files.ts';
import { bearer, captureConsoleForFile, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, nextDrawOf, pollUntilFinished, postJson, uploadRequest } from './betting.ts';

/**
 * GET audits (issue 20 Audit Log; server/queries/auditLog.ts): the filters (user, action or its dotted
 * start, operator days GMT+8), newest first, paging, and who reads which rows (an admin all; anyone
 * else the rows written by itself or its downline). The expected rows come from an oracle over rows
 * this file writes itself, on days no other row has. Then the origin of the rows the server writes:
 * address and user agent, a trusted proxy's X-Forwarded-For, and none for a job.
 */

captureConsoleForFile();

let server: TestServer;
const tokens: Record<string, string> = {};

/** The tree of the seed (README "Demo accounts"): who is below whom. */
const DOWNLINE: Record<string, readonly string[]> = {
  agent1: ['agent1', 'member1', 'newuser', 'member2'],
  member1: ['member1'],
};

interface Sample {
  at: string;
  user: string | null;
  action: string;
}
/** Rows in March 2001 (no other row of the database is that old). Instants are UTC; days are GMT+8. */
const SAMPLES: readonly Sample[] = [
  { at: '2001-03-01T15:59:59.000Z', user: 'agent1', action: 'bet.place' }, // 2001-03-01 23:59:59 at GMT+8
  { at: '2001-03-01T16:00:00.000Z', user: 'member1', action: 'file.upload' }, // 2001-03-02 00:00:00
  { at: '2001-03-02T10:00:00.000Z', user: 'admin', action: 'payRate.update' },
  { at: '2001-03-02T11:00:00.000Z', user: null, action: 'draw.close' },
  { at: '2001-03-02T12:00:00.000Z', user: 'member1', action: 'file.process.start' },
  { at: '2001-03-03T01:00:00.000Z', user: 'agent2', action: 'bet.place' },
  { at: '2001-03-03T02:00:00.000Z', user: 'member1', action: 'betting.other' },
  { at: '2001-03-03T15:59:59.999Z', user: 'agent1', action: 'Bet.Place' }, // still 2001-03-03 at GMT+8
];
const ids: number[] = [];

/** The operator's calendar day (GMT+8) of an instant. */
const operatorDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

/** The oracle: which samples a caller reads with these filters, newest first (written from the decisions, not the SQL). */
function expected(caller: string, filters: { UserId?: string; Action?: string; DateFrom?: string; DateTo?: string }): number[] {
  return SAMPLES.map((sample, index) => ({ sample, id: ids[index]! }))
    .filter(({ sample }) => caller === 'admin' || (sample.user !== null && DOWNLINE[caller]!.includes(sample.user)))
    .filter(({ sample }) => !filters.UserId || sample.user === filters.UserId)
    .filter(({ sample }) => {
      if (!filters.Action) return true;
      const action = sample.action.toLowerCase();
      const wanted = filters.Action.toLowerCase();
      return action === wanted || action.startsWith(`${wanted}.`);
    })
    .filter(({ sample }) => (!filters.DateFrom || operatorDay(sample.at) >= filters.DateFrom) && (!filters.DateTo || operatorDay(sample.at) <= filters.DateTo))
    .sort((a, b) => b.sample.at.localeCompare(a.sample.at))
    .map(({ id }) => id);
}

async function auditPage(caller: string, query: Record<string, string>) {
  const params = new URLSearchParams({ LocId: 'SG', ...query }).toString();
  return server.app.request(`${API}/4d/audits?${params}`, bearer(tokens[caller]!));
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'member1']) tokens[user] = (await signIn(server.app, user)).access_token;
  for (const sample of SAMPLES) {
    const { rows } = await server.db.query<{ audit_id: number }>(
      `insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after, address, user_agent)
       values ($1::timestamptz, $2, 'SG', $3, 'sample', 'x', '{"a": 1}'::jsonb, '{"a": 2}'::jsonb, '192.0.2.1', 'sample') returning audit_id::int`,
      [sample.at, sample.user, sample.action],
    );
    ids.push(rows[0]!.audit_id);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const MARCH = { DateFrom: '2001-03-01', DateTo: '2001-03-31' };

describe('GET audits: filters, order and scope', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['admin, every row of the month', 'admin', MARCH],
    ['admin, one operator day (GMT+8 boundaries)', 'admin', { DateFrom: '2001-03-02', DateTo: '2001-03-02' }],
    ['admin, action by its dotted start (not betting.*), any case', 'admin', { ...MARCH, Action: 'bet' }],
    ['admin, action by a longer start', 'admin', { ...MARCH, Action: 'file.process' }],
    ['admin, action in capitals', 'admin', { ...MARCH, Action: 'FILE' }],
    ['admin, by user', 'admin', { ...MARCH, UserId: 'member1' }],
    ['admin, user and action and days together', 'admin', { UserId: 'member1', Action: 'file', DateFrom: '2001-03-02', DateTo: '2001-03-03' }],
    ["agent1: its own and its downline's rows only", 'agent1', MARCH],
    ['agent1, one of its members', 'agent1', { ...MARCH, UserId: 'member1' }],
    ['member1: its own rows only', 'member1', MARCH],
    ['a range with nothing in it', 'admin', { DateFrom: '2001-02-01', DateTo: '2001-02-28' }],
  ];
  it.each(cases)('%s', async (_, caller, query) => {
    const page = await successData(await auditPage(caller, query), AuditPageSchema);
    const want = expected(caller, query);
    expect(page.Rows.map((row) => row.AuditId)).toEqual(want);
    expect(page.Total).toBe(want.length);
    expect(page.Totals.Rows).toBe(want.length);
  });

  it('answers each row whole: time, user, address, user agent, action, entity and the values as JSON text', async () => {
    const page = await successData(await auditPage('admin', { DateFrom: '2001-03-01', DateTo: '2001-03-01' }), AuditPageSchema);
    expect(page.Rows).toEqual([
      {
        AuditId: ids[0]!,
        At: '2001-03-01T15:59:59.000Z',
        UserId: 'agent1',
        LocId: 'SG',
        Address: '192.0.2.1',
        UserAgent: 'sample',
        Action: 'bet.place',
        Entity: 'sample',
        EntityId: 'x',
        Before: expect.any(String),
        After: expect.any(String),
      } satisfies AuditRow,
    ]);
    expect(JSON.parse(page.Rows[0]!.Before!)).toEqual({ a: 1 });
    expect(JSON.parse(page.Rows[0]!.After!)).toEqual({ a: 2 });
  });

  it('pages newest first, and oldest first when asked', async () => {
    const all = expected('admin', MARCH);
    const first = await successData(await auditPage('admin', { ...MARCH, PageSize: '3', PageIndex: '1' }), AuditPageSchema);
    const second = await successData(await auditPage('admin', { ...MARCH, PageSize: '3', PageIndex: '2' }), AuditPageSchema);
    expect([...first.Rows, ...second.Rows].map((row) => row.AuditId)).toEqual(all.slice(0, 6));
    const ascending = await successData(await auditPage('admin', { ...MARCH, SortBy: 'At', SortDir: 'asc' }), AuditPageSchema);
    expect(ascending.Rows.map((row) => row.AuditId)).toEqual([...all].reverse());
  });

  it("refuses a user outside the caller's tree (403), and a range that ends before it starts (400)", async () => {
    await errorEnvelope(await auditPage('agent1', { ...MARCH, UserId: 'agent2' }), 403);
    await errorEnvelope(await auditPage('member1', { ...MARCH, UserId: 'member2' }), 403);
    await errorEnvelope(await auditPage('admin', { DateFrom: '2001-03-02', DateTo: '2001-03-01' }), 400);
    await errorEnvelope(await auditPage('admin', { Action: 'bet%' }), 400);
  });

  it('exports every row of the query as CSV', async () => {
    const response = await auditPage('agent1', { ...MARCH, Format: 'csv' });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines.length).toBe(1 + expected('agent1', MARCH).length);
  });
});

describe('what the server records of a write', () => {
  const fromSocket = { incoming: { socket: { remoteAddress: '2001:db8::7' } } };

  it('Place Bets: one row per submission, with its tickets and cost, the address and user agent', async () => {
    const draw = await nextDrawOf(server, tokens.agent1!, 'SG');
    const init = postJson(tokens.agent1!, { LocId: 'SG', DrawId: draw.DrawId, UserId: 'member1', Message: '1234 1-2\n5678 2-\nnot a bet' });
    (init.headers as Record<string, string>)['user-agent'] = 'X'.repeat(300);
    const placed = await successData(await server.app.request(`${API}/4d/bet/`, init, fromSocket), PlaceBetsResultSchema);
    const { rows } = await server.db.query<{ user_id: string; address: string; user_agent: string; after: Record<string, unknown> }>(
      `select user_id, address, user_agent, after from audit_log where action = 'bet.place' and entity_id = $1 and address = '2001:db8::7'`,
      [String(draw.DrawId)],
    );
    expect(rows).toHaveLength(1);
    const ticketIds = placed.Lines.flatMap((line) => (line.TicketId === null ? [] : [line.TicketId])).sort((a, b) => a - b);
    expect(ticketIds).toHaveLength(2);
    expect(rows[0]).toEqual({
      user_id: 'agent1',
      address: '2001:db8::7',
      // Cut at 256 characters (migration 0015 bounds the column).
      user_agent: 'X'.repeat(256),
      after: { UserId: 'member1', Lines: 2, Tickets: placed.Tickets, CostCents: placed.CostCents, TicketIds: ticketIds },
    });
  });

  it('a password change records that it changed, never the password', async () => {
    const token = (await signIn(server.app, 'member2')).access_token;
    const response = await server.app.request(
      `${API}/password`,
      { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ OldPassword: 'Demo@1234', Password1: 'Secret@98765', Password2: 'Secret@98765' }) },
      fromSocket,
    );
    expect(response.status).toBe(200);
    const { rows } = await server.db.query<{ row: string }>(`select row_to_json(a)::text as row from audit_log a where action = 'password.change' and user_id = 'member2'`);
    const { rows: hash } = await server.db.query<{ password_hash: string }>(`select password_hash from users where user_id = 'member2'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain('Secret@98765');
    expect(rows[0]!.row).not.toContain(hash[0]!.password_hash);
    expect(rows[0]!.row).not.toContain('Demo@1234');
  });

  it("a job's rows have no user and no address, even when a request woke the job", async () => {
    const file = await successData(
      await server.app.request(`${API}/4d/files/upload`, uploadRequest(tokens.admin!, '1234 1-2\n', { UserId: 'member1', ARACode: 'A1' }), fromSocket),
      BetFileSchema,
    );
    const started = await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(tokens.admin!, { LocId: 'SG' }), fromSocket);
    expect(started.status).toBe(200);
    await pollUntilFinished(server, tokens.admin!, file.FileId);
    const { rows } = await server.db.query<{ action: string; user_id: string | null; address: string | null }>(
      `select action, user_id, address from audit_log where entity = 'betFile' and entity_id = $1 order by audit_id`,
      [String(file.FileId)],
    );
    expect(rows).toEqual([
      { action: 'file.upload', user_id: 'admin', address: '2001:db8::7' },
      { action: 'file.process.start', user_id: 'admin', address: '2001:db8::7' },
      { action: 'file.process.end', user_id: null, address: null },
    ]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY_HOPS: '1' });
  }, 60_000);
  afterAll(async () => {
    await proxied?.close();
  });

  /** Signs in with a forwarded header and answers the address its session.signIn row recorded. */
  async function recordedAddress(forwardedFor: string | null): Promise<string | null> {
    const marker = `proxy-test ${Math.random()}`;
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': marker };
    if (forwardedFor !== null) headers['x-forwarded-for'] = forwardedFor;
    const response = await proxied.app.request(
      `${API}/oauth/token`,
      { method: 'POST', headers, body: new URLSearchParams({ username: 'agent1', password: 'Demo@1234' }).toString() },
      { incoming: { socket: { remoteAddress: '192.0.2.10' } } },
    );
    expect(response.status).toBe(200);
    const { rows } = await proxied.db.query<{ address: string | null }>(`select address from audit_log where action = 'session.signIn' and user_agent = $1`, [marker]);
    expect(rows).toHaveLength(1);
    return rows[0]!.address;
  }

  it('takes the address the proxy appended (the last entry), not one the client wrote before it', async () => {
    expect(await recordedAddress('198.51.100.66, 203.0.113.50')).toBe('203.0.113.50');
  });

  it("falls back to the socket's peer without the header, or when its entry is not an address", async () => {
    expect(await recordedAddress(null)).toBe('192.0.2.10');
    expect(await recordedAddress('203.0.113.50, not-an-address')).toBe('192.0.2.10');
  });
});
