import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import * as v from 'valibot';
import { ErrorReportSchema } from '../../contract/errorReports.ts';
import { KEPT_REPORTS, MAX_REPORT_BYTES, REPORT_LIMIT } from '../../server/routes/errorReports.ts';
import { readSentryEnvelope } from '../../server/errorReports/sentryEnvelope.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';

/**
 * The Sentry tunnel (POST /api/error-reports) stores the app's error reports in error_reports
 * (migration 0006), and GET errorReports gives them back to admins only.
 */

const DSN = 'https://public@reports.localhost/1';

/** An envelope as @sentry/browser sends it: header, item header, event, one JSON per line. */
function envelope(message: string, eventId = 'a'.repeat(32)) {
  const event = { event_id: eventId, release: 'sg-1.0.0', exception: { values: [{ type: 'Error', value: message }] } };
  return [JSON.stringify({ event_id: eventId, dsn: DSN, sent_at: new Date().toISOString() }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
}

const post = (body: string, contentType = 'text/plain;charset=UTF-8'): RequestInit => ({ method: 'POST', headers: { 'content-type': contentType }, body });

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signIn(server.app, 'admin')).access_token;
});
afterAll(() => server.close());

const stored = async () => successData(await server.app.request('/api/v1/errorReports', bearer(adminToken)), v.array(ErrorReportSchema));

describe('POST /api/error-reports (the Sentry tunnel)', () => {
  it('stores an event without a token and answers as Sentry does', async () => {
    const response = await server.app.request('/api/error-reports', post(envelope('Unexpected failure 1')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'a'.repeat(32) });
    const [newest] = await stored();
    expect(newest).toMatchObject({ EventId: 'a'.repeat(32), Release: 'sg-1.0.0', Message: 'Error: Unexpected failure 1' });
    expect(newest!.Envelope).toContain('"dsn":"https://public@reports.localhost/1"');
  });

  it('keeps nothing but events (client reports and sessions are dropped)', async () => {
    const before = (await stored()).length;
    const clientReport = [JSON.stringify({ sent_at: new Date().toISOString() }), JSON.stringify({ type: 'client_report' }), '{"discarded_events":[]}'].join('\n');
    expect((await server.app.request('/api/error-reports', post(clientReport))).status).toBe(200);
    expect((await stored()).length).toBe(before);
  });

  it('answers 400, storing nothing, for what is not an envelope', async () => {
    const before = (await stored()).length;
    for (const body of ['', 'hello', '[]', '{}\nnot json\n{}', `{}\n{"type":"event"}\n[1]`]) {
      await errorEnvelope(await server.app.request('/api/error-reports', post(body)), 400);
    }
    expect((await stored()).length).toBe(before);
  });

  it('answers 413 to a body over the limit, before reading it', async () => {
    await errorEnvelope(await server.app.request('/api/error-reports', post('x'.repeat(MAX_REPORT_BYTES + 1))), 413);
  });

  it('stores NUL and lone surrogates as U+FFFD instead of failing in PostgreSQL', async () => {
    const response = await server.app.request('/api/error-reports', post(envelope('nul \u0000 and \uD800 alone', 'b'.repeat(32))));
    expect(response.status).toBe(200);
    expect((await stored())[0]!.Message).toBe('Error: nul \uFFFD and \uFFFD alone');
  });

  it('keeps only the newest reports', async () => {
    await server.db.query(`insert into error_reports (received_at, event_id, release, message, envelope)
      select now(), 'old', '', 'old', '' from generate_series(1, ${KEPT_REPORTS})`);
    await server.app.request('/api/error-reports', post(envelope('newest', 'c'.repeat(32))));
    const { rows } = await server.db.query<{ count: number }>('select count(*)::int as count from error_reports');
    expect(rows[0]!.count).toBe(KEPT_REPORTS);
  });
});

describe('the tunnel under attack (issue 19, defect 2)', () => {
  /** What @hono/node-server gives the app for a request from `address`. */
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const rowCount = async () => (await server.db.query<{ count: number }>('select count(*)::int as count from error_reports')).rows[0]!.count;
  const rowsOf = async (eventId: string) =>
    (await server.db.query<{ count: number }>('select count(*)::int as count from error_reports where event_id = $1', [eventId])).rows[0]!.count;

  // The file's earlier tests filled the table to its bound: start from none, so every row counts.
  beforeAll(async () => {
    await server.db.query('delete from error_reports');
  });

  it('stores one row for an envelope of 2 222 empty events, not 2 222 copies of it', async () => {
    const header = JSON.stringify({ event_id: 'd'.repeat(32), dsn: DSN, sent_at: new Date().toISOString() });
    const body = [header, ...Array.from({ length: 2_222 }, () => '{"type":"event"}\n{}')].join('\n');
    expect(body.length).toBeLessThan(MAX_REPORT_BYTES);
    const before = await rowCount();
    const response = await server.app.request('/api/error-reports', post(body), from('198.51.100.1'));
    expect(response.status).toBe(200);
    expect(await rowCount()).toBe(before + 1);
    expect(await rowsOf('d'.repeat(32))).toBe(1);
    const { rows } = await server.db.query<{ bytes: number }>('select sum(length(envelope))::int as bytes from error_reports');
    expect(rows[0]!.bytes).toBe(body.length);
  });

  it('answers a flood from one address 429, storing only its burst, while other senders are stored', async () => {
    // The bucket refills one report every 3 s of the app's clock: stopped, the 300 requests count the
    // same however long a loaded machine takes to send them (on PostgreSQL under load, one refilled).
    const thaw = server.freezeClock();
    onTestFinished(thaw);
    const flood = '198.51.100.66';
    const statuses: number[] = [];
    for (let n = 0; n < 300; n += 1) {
      const response = await server.app.request('/api/error-reports', post(envelope(`flood ${n}`, 'f'.repeat(32))), from(flood));
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(REPORT_LIMIT.capacity);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - REPORT_LIMIT.capacity);
    expect(await rowsOf('f'.repeat(32))).toBe(REPORT_LIMIT.capacity);

    // A genuine report from another address (IPv4 or IPv6) during the flood is stored.
    for (const [address, eventId] of [['203.0.113.9', '1'.repeat(32)], ['2001:db8:5::9', '2'.repeat(32)]] as const) {
      const genuine = await server.app.request('/api/error-reports', post(envelope('genuine', eventId)), from(address));
      expect(genuine.status).toBe(200);
      expect(await rowsOf(eventId)).toBe(1);
    }
    // The flooding address is refused until its bucket refills, then stored again.
    expect((await server.app.request('/api/error-reports', post(envelope('still flooding', '3'.repeat(32))), from(flood))).status).toBe(429);
    server.advanceClock(REPORT_LIMIT.refillMs);
    expect((await server.app.request('/api/error-reports', post(envelope('after the window', '4'.repeat(32))), from(flood))).status).toBe(200);
    expect(await rowsOf('4'.repeat(32))).toBe(1);
    expect(await rowsOf('3'.repeat(32))).toBe(0);
  });
});

describe('GET errorReports', () => {
  it('is for admins only (the role from the database), and needs a token', async () => {
    const member = (await signIn(server.app, 'member1')).access_token;
    await errorEnvelope(await server.app.request('/api/v1/errorReports', bearer(member)), 403);
    await errorEnvelope(await server.app.request('/api/v1/errorReports'), 401);
  });
});

describe('readSentryEnvelope', () => {
  it('reads the thrown error of linked errors and a plain message', () => {
    const linked = { event_id: 'e', exception: { values: [{ type: 'TypeError', value: 'cause' }, { type: 'Error', value: 'thrown' }] } };
    const message = { event_id: 'f', message: 'a message' };
    const text = ['{}', '{"type":"event"}', JSON.stringify(linked), '{"type":"event"}', JSON.stringify(message)].join('\n');
    expect(readSentryEnvelope(text)?.map((event) => event.message)).toEqual(['Error: thrown', 'a message']);
  });
});
