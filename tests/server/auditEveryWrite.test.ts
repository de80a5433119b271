import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints, endpointKey } from './fuzz/contractEndpoints.ts';
import { NOT_AUDITED, WRITE_EXAMPLES, FOUR_D_RESULT, type AuditedRequest, type ExampleKit } from './audit/writeExamples.ts';
import { captureConsoleForFile, signIn, solvedCaptcha, startTestServer, successData, type TestServer } from './testServer.ts';
import { nextDrawOf, uploadRequest } from './betting.ts';
import { closedDraw } from './settlementSupport.ts';
import { BetFileSchema } from '../../contract/files.ts';
import { PayRateSchema } from '../../contract/payRates.ts';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';

/**
 * Issue 20, "Done when": an audit row for every write of the product. Every writing call of the
 * contract (POST, PUT or DELETE, found by importing contract/*.ts: no hand list) is sent once with a
 * valid request (audit/writeExamples.ts) through the real server, from a socket address and with a
 * user agent of its own; it must succeed and leave an audit row that names the user who made it and
 * carries that address and user agent. A call without an example fails here, naming the file to add
 * it to; only the calls of NOT_AUDITED (each with its reason) are not sent.
 */

captureConsoleForFile();

let server: TestServer;
const tokens = new Map<string, string>();
let dates = 0;

/** A socket peer address as @hono/node-server gives it for an IPv4 client on a dual-stack socket. */
const SOCKET_ADDRESS = '::ffff:198.51.100.23';
const RECORDED_ADDRESS = '198.51.100.23';

const kit: ExampleKit = {
  get server() {
    return server;
  },
  async token(userId) {
    if (!tokens.has(userId)) tokens.set(userId, (await signIn(server.app, userId)).access_token);
    return tokens.get(userId)!;
  },
  async signIn(userId, { acceptTerms = true } = {}) {
    return (await signIn(server.app, userId, undefined, { acceptTerms })).access_token;
  },
  async openDraw(locId) {
    return (await nextDrawOf(server, await kit.token('admin'), locId)).DrawId;
  },
  async closedDraw(locId) {
    dates += 1;
    return closedDraw(server.db, locId, `2003-01-${String(dates).padStart(2, '0')}`);
  },
  async drawWithResult() {
    const drawId = await kit.closedDraw('SG');
    const response = await send({ path: '4d/draw/result', token: await kit.token('admin'), json: { LocId: 'SG', DrawId: drawId, Result: FOUR_D_RESULT }, by: 'admin' }, 'POST', 'setup');
    expect(response.status, await response.clone().text()).toBe(200);
    return drawId;
  },
  async uploadedFile() {
    const response = await server.app.request('/api/v1/4d/files/upload', uploadRequest(await kit.token('admin'), '1234 1 1\n', { UserId: 'member1', ARACode: 'A1' }));
    return (await successData(response, BetFileSchema)).FileId;
  },
  captcha: () => solvedCaptcha(server),
  async payRateOverride(userId, prize) {
    const body = { LocId: 'SG', UserId: userId, Kind: 'N', Variant: '', Prize: prize, Stake: 'big', PerUnit: 1500 };
    const response = await send({ path: '4d/payRate', token: await kit.token('admin'), json: body, by: 'admin' }, 'POST', 'setup');
    return (await successData(response, PayRateSchema)).PayRateId;
  },
};

/** Sends an example's request from its own address and user agent; a forwarded header is sent too, and must be ignored. */
function send(request: AuditedRequest, method: string, userAgent: string): Promise<Response> {
  const headers: Record<string, string> = { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.99', ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: BodyInit | undefined;
  if (request.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.multipart) {
    body = request.multipart;
  }
  const url = request.path.startsWith('/') ? request.path : `/api/v1/${request.path}`;
  return server.app.request(url, { method, headers, body }, { incoming: { socket: { remoteAddress: SOCKET_ADDRESS } } });
}

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const writingCalls = contractEndpoints().filter((endpoint) => endpoint.method !== 'GET');
const exempt = new Map(NOT_AUDITED.flatMap((entry) => (entry.call ? [[entry.call, entry.reason] as const] : [])));

describe('every writing call of the contract leaves an audit row', () => {
  it('finds the writing calls in contract/ (not a hand list)', () => {
    expect(writingCalls.length).toBeGreaterThanOrEqual(21);
    expect(writingCalls.map(endpointKey)).toContain('POST bet/');
  });

  it('has no example for a call that does not exist (a renamed call keeps its example in step)', () => {
    const known = new Set(writingCalls.map(endpointKey));
    expect(Object.keys(WRITE_EXAMPLES).filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(writingCalls.filter((endpoint) => !exempt.has(endpointKey(endpoint))).map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s',
    async (key: string, endpoint: EndpointDeclaration) => {
      const example = WRITE_EXAMPLES[key];
      if (!example) {
        expect.fail(`${key} has no example request: add one to tests/server/audit/writeExamples.ts (WRITE_EXAMPLES), or list it in NOT_AUDITED with the reason.`);
      }
      const request = await example(kit);
      const userAgent = `audit-every-write ${key}`;
      const { rows: last } = await server.db.query<{ id: string | null }>('select max(audit_id)::text as id from audit_log');
      const response = await send(request, endpoint.method, userAgent);
      const answer = await response.text();
      expect(response.status, `${key}: the example request must succeed to prove anything: ${answer}`).toBeLessThan(300);
      const { rows } = await server.db.query<{ user_id: string | null; address: string | null; action: string }>(
        'select user_id, address, action from audit_log where audit_id > $1::bigint and user_agent = $2 order by audit_id',
        [last[0]?.id ?? '0', userAgent],
      );
      expect(rows.length, `${key} answered ${response.status} but wrote no audit row (server/audit.ts writeAudit, in the write's own transaction)`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row, `${key}: the row names who did it and where it came from (the socket, not X-Forwarded-For)`).toMatchObject({
          user_id: request.by,
          address: RECORDED_ADDRESS,
        });
      }
    },
    30_000,
  );
});
