import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TokenResponseSchema } from '../../contract/auth.ts';
import { readServerConfig } from '../../server/config.ts';
import { TOO_MANY_SIGN_INS } from '../../server/routes/auth.ts';
import { DEMO_PASSWORD, errorEnvelope, form, startTestServer, successData, type TestServer } from './testServer.ts';

/**
 * POST oauth/token is anonymous, and every password grant costs a password check, a deliberately slow
 * hash. The per-user-id count (signInCaptcha.test.ts) bounds guessing one id; this bounds one address
 * trying many: a burst, then one sign-in per refill, beyond that 429 with Retry-After and nothing
 * written, while other addresses sign in as usual.
 */

const TOKEN = '/api/v1/oauth/token';
const BURST = 5;
const REFILL_MS = 1_000;

let server: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  const limits = { SIGN_IN_BURST: String(BURST), SIGN_IN_REFILL_MS: String(REFILL_MS) };
  [server, behindProxy] = await Promise.all([startTestServer(limits), startTestServer({ ...limits, TRUST_PROXY_HOPS: '1' })]);
});
afterAll(async () => {
  await Promise.all([server?.close(), behindProxy?.close()]);
});

/** The request as @hono/node-server hands it over: the socket's peer address. */
const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function passwordGrant(target: TestServer, username: string, address: string, { password = DEMO_PASSWORD, headers = {} as Record<string, string> } = {}) {
  return target.app.request(TOKEN, form({ username, password, Lang: 'en', Token: '' }, headers), fromSocket(address));
}

const failureRows = async (target: TestServer) => (await target.db.query<{ n: number }>('select count(*)::int as n from sign_in_failures')).rows[0]!.n;

describe('password sign-ins per address', () => {
  it('answers a burst of guesses at many user ids, then 429 with Retry-After, checking and writing nothing more', async () => {
    const thaw = server.freezeClock();
    onTestFinished(thaw);
    const guesser = '198.51.100.23';
    const before = await failureRows(server);
    const answers = [];
    for (let n = 0; n < BURST + 3; n += 1) answers.push(await passwordGrant(server, `nobody${n}`, guesser, { password: 'Wrong#Pass99' }));

    expect(answers.slice(0, BURST).map((answer) => answer.status)).toEqual(Array(BURST).fill(400));
    for (const refused of answers.slice(BURST)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await errorEnvelope(refused, 429)).toEqual({ success: false, message: TOO_MANY_SIGN_INS });
    }
    // Only the answered guesses were counted as failures (one row per user id guessed).
    expect(await failureRows(server)).toBe(before + BURST);

    // The right password from that address waits for the bucket too; another address signs in at once.
    expect((await passwordGrant(server, 'agent1', guesser)).status).toBe(429);
    const elsewhere = await passwordGrant(server, 'agent1', '203.0.113.40');
    expect((await successData(elsewhere, TokenResponseSchema)).user.UserId).toBe('agent1');
    expect((await passwordGrant(server, 'member1', '2001:db8:40::1')).status).toBe(200);

    // One refill later, one more sign-in from the guessing address is answered.
    server.advanceClock(REFILL_MS);
    expect((await successData(await passwordGrant(server, 'agent1', guesser), TokenResponseSchema)).user.UserId).toBe('agent1');
    expect((await passwordGrant(server, 'agent1', guesser)).status).toBe(429);
  });

  it('leaves the refresh grant alone: a signed-in user keeps the session while its address is out of sign-ins', async () => {
    const thaw = server.freezeClock();
    onTestFinished(thaw);
    const office = '198.51.100.77';
    const first = await successData(await passwordGrant(server, 'agent1', office), TokenResponseSchema);
    while ((await passwordGrant(server, 'nobody', office, { password: 'Wrong#Pass99' })).status !== 429);
    const refreshed = await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' }), fromSocket(office));
    expect((await successData(refreshed, TokenResponseSchema)).user.UserId).toBe('agent1');
  });

  it('behind trusted proxies (TRUST_PROXY_HOPS) counts each client by its forwarded address, not the proxy', async () => {
    const thaw = behindProxy.freezeClock();
    onTestFinished(thaw);
    const proxy = '10.0.0.2';
    const via = (client: string) => ({ headers: { 'x-forwarded-for': client } });
    for (let n = 0; n < BURST; n += 1) expect((await passwordGrant(behindProxy, `nobody${n}`, proxy, { password: 'Wrong#Pass99', ...via('198.51.100.5') })).status).toBe(400);
    expect((await passwordGrant(behindProxy, 'agent1', proxy, via('198.51.100.5'))).status).toBe(429);
    expect((await passwordGrant(behindProxy, 'agent1', proxy, via('198.51.100.6'))).status).toBe(200);
  });

  it('allows 60 at once, then one a second, unless configured', () => {
    expect(readServerConfig({}).signInsPerAddress).toEqual({ capacity: 60, refillMs: 1_000 });
    expect(readServerConfig({ SIGN_IN_BURST: '200', SIGN_IN_REFILL_MS: '250' }).signInsPerAddress).toEqual({ capacity: 200, refillMs: 250 });
    expect(() => readServerConfig({ SIGN_IN_BURST: '0' })).toThrow(/SIGN_IN_BURST/);
  });
});
