/**
 * Issue 14, who may do what (findings 1, 2, 4, 5, 9 and 10): each `describe` reproduces one finding of
 * the attack report, and each test failed before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordChangeDemandSchema, TokenResponseSchema } from '../../contract/auth.ts';
import { PlaceBetsResultSchema } from '../../contract/bets.ts';
import { BetFileSchema } from '../../contract/files.ts';
import { ProfileSchema } from '../../contract/profile.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../server/auth/tokens.ts';
import { TERMS_NOT_ACCEPTED } from '../../server/http/termsGate.ts';
import { API, countOf, nextDrawOf, pollUntilFinished, postJson, uploadRequest } from './betting.ts';
import {
  agreeToTerms,
  bearer,
  errorEnvelope,
  form,
  json,
  sessionIdOf,
  signIn,
  solvedCaptcha,
  startTestServer,
  successData,
  type TestServer,
} from './testServer.ts';
import type { DrawDate } from '../../contract/draws.ts';

let server: TestServer;
let sgDraw: DrawDate;

beforeAll(async () => {
  server = await startTestServer();
  sgDraw = await nextDrawOf(server, (await signIn(server.app, 'admin')).access_token, 'SG');
});
afterAll(async () => {
  await server?.close();
});

const TOKEN = '/api/v1/oauth/token';
const refresh = (refreshToken: string) => server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: refreshToken }));
const profileOf = (accessToken: string) => server.app.request('/api/v1/profile', bearer(accessToken));

/** POST 4d/bet/ as the app sends it, with an Idempotency-Key when given. */
function postBets(accessToken: string, body: Record<string, unknown>, idempotencyKey?: string) {
  const init = postJson(accessToken, body);
  return server.app.request(`${API}/4d/bet/`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
  });
}

async function ticketsOf(userId: string): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>('select count(*)::int as count from tickets where user_id = $1', [userId]);
  return rows[0]!.count;
}

describe('finding 1: bets are never doubled on retry (Idempotency-Key)', () => {
  it('stores 50 identical parallel POST bet/ with one key once, and answers every one the first answer', async () => {
    const { access_token } = await signIn(server.app, 'member1');
    const body = { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '1234 1-1\n5678 2-2' };
    const before = await ticketsOf('member1');

    const answers = await Promise.all(Array.from({ length: 50 }, () => postBets(access_token, body, 'submission-0001-parallel')));
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(texts).size).toBe(1);
    expect(await ticketsOf('member1')).toBe(before + 2);
    // Exactly one of them ran; the others are marked as the stored answer.
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(49);
  });

  it('a retry after a lost answer gets the first answer; a new key is a new submission', async () => {
    const { access_token } = await signIn(server.app, 'member1');
    const body = { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '4321 1-1' };
    const before = await ticketsOf('member1');
    const first = await successData(await postBets(access_token, body, 'submission-0002-first'), PlaceBetsResultSchema);
    const retry = await successData(await postBets(access_token, body, 'submission-0002-first'), PlaceBetsResultSchema);
    expect(retry).toEqual(first);
    expect(await ticketsOf('member1')).toBe(before + 1);
    await successData(await postBets(access_token, body, 'submission-0003-second'), PlaceBetsResultSchema);
    expect(await ticketsOf('member1')).toBe(before + 2);
  });

  it('refuses a key reused for other bets (422), and a malformed key (400), writing nothing', async () => {
    const { access_token } = await signIn(server.app, 'member1');
    await successData(await postBets(access_token, { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '1111 1-1' }, 'submission-0004'), PlaceBetsResultSchema);
    const before = await countOf(server, 'tickets');
    const other = await errorEnvelope(await postBets(access_token, { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '2222 1-1' }, 'submission-0004'), 422);
    expect(other.message).toMatch(/already used for another request/);
    for (const key of ['short', 'x'.repeat(129), 'has space inside', 'ünïcode-key-1234']) {
      await errorEnvelope(await postBets(access_token, { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '3333 1-1' }, key), 400);
    }
    expect(await countOf(server, 'tickets')).toBe(before);
  });

  it("keeps keys per user: another user's same key is its own submission", async () => {
    const member1 = await signIn(server.app, 'member1');
    const member2 = await signIn(server.app, 'member2');
    const body = { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '7777 1-1' };
    const before = [await ticketsOf('member1'), await ticketsOf('member2')];
    await successData(await postBets(member1.access_token, body, 'submission-0005-shared'), PlaceBetsResultSchema);
    await successData(await postBets(member2.access_token, body, 'submission-0005-shared'), PlaceBetsResultSchema);
    expect([await ticketsOf('member1'), await ticketsOf('member2')]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('replays a refusal as the first answer too, and still places bets sent without a key (older clients)', async () => {
    const agent = await signIn(server.app, 'agent2');
    const refusedBody = { LocId: 'SG', UserId: 'member3', DrawId: sgDraw.DrawId, Message: '1234 1-1' };
    const first = await errorEnvelope(await postBets(agent.access_token, refusedBody, 'submission-0006-refused'), 403);
    const again = await postBets(agent.access_token, refusedBody, 'submission-0006-refused');
    expect(await errorEnvelope(again, 403)).toEqual(first);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');

    const { access_token } = await signIn(server.app, 'member1');
    const before = await ticketsOf('member1');
    await successData(await postBets(access_token, { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '9999 1-1' }), PlaceBetsResultSchema);
    expect(await ticketsOf('member1')).toBe(before + 1);
  });
});

describe('finding 2: one rule decides who may bet for whom, on every path', () => {
  const BETS = '1234 1-1\n5678 1-1\n';

  it('refuses an upload for a member whose bet placing is disabled, as POST bet does', async () => {
    const { access_token } = await signIn(server.app, 'agent2');
    const files = await countOf(server, 'bet_files');
    const place = await errorEnvelope(await postBets(access_token, { LocId: 'SG', UserId: 'member3', DrawId: sgDraw.DrawId, Message: BETS }), 403);
    const upload = await errorEnvelope(
      await server.app.request(`${API}/4d/files/upload`, uploadRequest(access_token, BETS, { UserId: 'member3', ARACode: 'A', LocId: 'SG' })),
      403,
    );
    expect(upload.message).toBe('Placing bets is disabled for member3.');
    expect(upload.message).toBe(place.message);
    expect(await countOf(server, 'bet_files')).toBe(files);
  });

  it('asks again when processing: a member disabled since the upload gets no bets from the file', async () => {
    const { access_token } = await signIn(server.app, 'agent1');
    const uploaded = await server.app.request(`${API}/4d/files/upload`, uploadRequest(access_token, BETS, { UserId: 'member2', ARACode: 'A', LocId: 'SG' }));
    const file = await successData(uploaded, BetFileSchema);
    await server.db.query(`update users set enable_place_bet = false where user_id = 'member2'`);
    try {
      const before = await ticketsOf('member2');
      const processing = await errorEnvelope(await server.app.request(`${API}/4d/files/processUpload/${file.FileId}`, postJson(access_token, { LocId: 'SG' })), 403);
      expect(processing.message).toBe('Placing bets is disabled for member2.');
      expect(await ticketsOf('member2')).toBe(before);
    } finally {
      await server.db.query(`update users set enable_place_bet = true where user_id = 'member2'`);
    }
  });

  it('asks again when a job run starts: a queued job of a member disabled since fails with the rule’s message', async () => {
    const { access_token } = await signIn(server.app, 'agent1');
    const uploaded = await server.app.request(`${API}/4d/files/upload`, uploadRequest(access_token, BETS, { UserId: 'member1', ARACode: 'A', LocId: 'SG' }));
    const file = await successData(uploaded, BetFileSchema);
    // The job was queued while member1 could bet (e.g. before a restart); member1 is disabled now.
    await server.db.query(`insert into bet_file_jobs (file_id, status, lines_total) values ($1, 'queued', 2)`, [file.FileId]);
    await server.db.query(`update users set disable_place_bet_and_fixed_bet = true where user_id = 'member1'`);
    try {
      const before = await ticketsOf('member1');
      const seen = await pollUntilFinished(server, access_token, file.FileId);
      expect(seen.at(-1)).toMatchObject({ Status: 'failed', Message: 'Placing bets is disabled for member1.' });
      expect(await ticketsOf('member1')).toBe(before);
    } finally {
      await server.db.query(`update users set disable_place_bet_and_fixed_bet = false where user_id = 'member1'`);
    }
  });

  it("takes the role from the database, never the token's claims: an agent demoted while signed in acts as a member", async () => {
    const { access_token } = await signIn(server.app, 'agent3');
    const mgDraw = await nextDrawOf(server, access_token, 'MG');
    await server.db.query(`update users set role = 'MEM' where user_id = 'agent3'`);
    try {
      const [files, tickets] = [await countOf(server, 'bet_files'), await countOf(server, 'tickets')];
      const upload = await errorEnvelope(
        await server.app.request(`${API}/4d/files/upload`, uploadRequest(access_token, BETS, { ARACode: 'A', LocId: 'MG' })),
        403,
      );
      expect(upload.message).toBe('Bet Upload is for agents and admins.');
      const forDownline = await errorEnvelope(
        await postBets(access_token, { LocId: 'MG', UserId: 'member4', DrawId: mgDraw.DrawId, Message: '0M 1234 1-1' }),
        403,
      );
      expect(forDownline.message).toBe('A member places and sees its own bets only.');
      expect([await countOf(server, 'bet_files'), await countOf(server, 'tickets')]).toEqual([files, tickets]);
    } finally {
      await server.db.query(`update users set role = 'AG' where user_id = 'agent3'`);
    }
  });
});

describe('finding 4: replaying a rotated refresh token ends the whole family', () => {
  it('refuses the replay, and the newer refresh token and the session of the access token are dead too', async () => {
    const signedIn = await signIn(server.app, 'member1');
    const rotated = await successData(await refresh(signedIn.refresh_token), TokenResponseSchema);
    server.advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);

    await errorEnvelope(await refresh(signedIn.refresh_token), 400);
    await errorEnvelope(await refresh(rotated.refresh_token!), 400);
    await errorEnvelope(await profileOf(rotated.access_token), 401);
    const { rows } = await server.db.query<{ ended: boolean }>('select ended_at is not null as ended from sessions where session_id = $1', [
      sessionIdOf(rotated.access_token),
    ]);
    expect(rows).toEqual([{ ended: true }]);
  });

  it('takes a replay within seconds of the rotation for two tabs racing: refused, the session goes on', async () => {
    const signedIn = await signIn(server.app, 'member1');
    const rotated = await successData(await refresh(signedIn.refresh_token), TokenResponseSchema);
    await errorEnvelope(await refresh(signedIn.refresh_token), 400);
    expect((await successData(await profileOf(rotated.access_token), ProfileSchema)).UserId).toBe('member1');
    await successData(await refresh(rotated.refresh_token!), TokenResponseSchema);
  });

  it("leaves the user's other sessions alone", async () => {
    const victim = await signIn(server.app, 'member2');
    const other = await signIn(server.app, 'member2');
    await successData(await refresh(victim.refresh_token), TokenResponseSchema);
    server.advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);
    await errorEnvelope(await refresh(victim.refresh_token), 400);
    expect((await successData(await profileOf(other.access_token), ProfileSchema)).UserId).toBe('member2');
  });
});

describe('finding 5: a user who must change the password gets no session', () => {
  it('answers newuser the demand only: no token, no session; the change then works and signs in fully', async () => {
    const sessions = async () =>
      (await server.db.query<{ count: number }>(`select count(*)::int as count from sessions where user_id = 'newuser'`)).rows[0]!.count;
    const before = await sessions();
    const response = await server.app.request(TOKEN, form({ username: 'newuser', password: 'Demo@1234' }));
    const body = (await json(response.clone())) as { data: Record<string, unknown> };
    expect(Object.keys(body.data).sort()).toEqual(['updatePassword', 'user']);
    expect(await successData(response, PasswordChangeDemandSchema)).toEqual({ updatePassword: true, user: { UserId: 'newuser', Role: 'MEM', LocId: 'SG' } });
    expect(await sessions()).toBe(before);

    // What /change-password?LoginId=newuser sends: no session needed.
    const captcha = await solvedCaptcha(server);
    const fields = { UserId: 'newuser', OldPassword: 'Demo@1234', Password1: 'Fresh#Pass42', Password2: 'Fresh#Pass42', Token: captcha.answer };
    const changed = await server.app.request('/api/v1/update-password', { ...form(fields, { 'x-token': captcha.token }), method: 'PUT' });
    expect(changed.status).toBe(200);
    const tokens = await successData(await server.app.request(TOKEN, form({ username: 'newuser', password: 'Fresh#Pass42' })), TokenResponseSchema);
    expect(tokens.updatePassword).toBe(false);
    expect(await sessions()).toBe(before + 1);
  });
});

describe('finding 9: the API refuses data calls until the terms are accepted', () => {
  it('refuses bets and data to a fresh session (403), keeps the terms page’s calls open, and serves it once accepted', async () => {
    const { access_token } = await signIn(server.app, 'member1', undefined, { acceptTerms: false });
    const tickets = await countOf(server, 'tickets');
    const placed = await errorEnvelope(await postBets(access_token, { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '1234 1-1' }), 403);
    expect(placed.message).toBe(TERMS_NOT_ACCEPTED);
    expect(await countOf(server, 'tickets')).toBe(tickets);
    for (const path of ['4d/announcements?LocId=SG', '4d/bet/page2?LocId=SG', 'profile/refresh', 'locIdAvailable?LocId=SG', 'settings?LocId=SG']) {
      expect((await errorEnvelope(await server.app.request(`${API}/${path}`, bearer(access_token)), 403)).message, path).toBe(TERMS_NOT_ACCEPTED);
    }

    expect((await successData(await profileOf(access_token), ProfileSchema)).TermsAccepted).toBe(false);
    await agreeToTerms(server.app, access_token);
    expect((await server.app.request(`${API}/4d/announcements?LocId=SG`, bearer(access_token))).status).toBe(200);
  });

  it('lets Disagree sign out before the terms are accepted', async () => {
    const { access_token } = await signIn(server.app, 'member1', undefined, { acceptTerms: false });
    expect((await server.app.request('/api/v1/logout', { method: 'POST', ...bearer(access_token) })).status).toBe(200);
  });
});

describe('finding 10: location data stays in its location', () => {
  it("refuses a member of SG only TT's and MG's announcements, SMS setting and draw calendar", async () => {
    const { access_token } = await signIn(server.app, 'member1');
    for (const [prefix, loc] of [['tt', 'TT'], ['4d', 'MG']] as const) {
      for (const path of ['announcements', 'announcement?PopUp=Y&', 'smsSetting', 'draw/dateAll']) {
        const url = `${API}/${prefix}/${path.includes('?') ? path : `${path}?`}LocId=${loc}`;
        expect((await errorEnvelope(await server.app.request(url, bearer(access_token)), 403)).message, url).toBe(`You do not work at ${loc}.`);
      }
    }
    expect((await server.app.request(`${API}/4d/announcements?LocId=SG`, bearer(access_token))).status).toBe(200);
  });

  it('keeps the prefix and LocId in agreement: 4d/ serves no TT, tt/ no SG or MG, even to an admin', async () => {
    const { access_token } = await signIn(server.app, 'admin');
    for (const url of ['4d/announcements?LocId=TT', '4d/smsSetting?LocId=TT', '4d/draw/dateAll?LocId=TT', 'tt/announcements?LocId=SG', 'tt/draw/dateAll?LocId=MG']) {
      expect((await errorEnvelope(await server.app.request(`${API}/${url}`, bearer(access_token)), 400)).message, url).toMatch(/is not served under/);
    }
  });

  it('finds a file by its id only under its own prefix: tt/ does not delete an SG file, even for an admin', async () => {
    const agent = await signIn(server.app, 'agent1');
    const uploaded = await server.app.request(`${API}/4d/files/upload`, uploadRequest(agent.access_token, '1234 1-1\n', { UserId: 'member1', ARACode: 'A', LocId: 'SG' }));
    const file = await successData(uploaded, BetFileSchema);
    const admin = await signIn(server.app, 'admin');
    const refused = await errorEnvelope(await server.app.request(`${API}/tt/files/${file.FileId}`, { method: 'DELETE', ...bearer(admin.access_token) }), 404);
    expect(refused.message).toBe(`There is no file ${file.FileId}.`);
    const { rows } = await server.db.query('select 1 from bet_files where file_id = $1', [file.FileId]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a data call that names no location under a prefix of none of the caller’s locations', async () => {
    const { access_token } = await signIn(server.app, 'member1');
    const refused = await errorEnvelope(await server.app.request(`${API}/tt/files/1`, { method: 'DELETE', ...bearer(access_token) }), 403);
    expect(refused.message).toBe('You do not work at TT.');
  });
});
