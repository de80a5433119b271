import { PERMISSION_ATTRIBUTES } from '../../contract/permissionAttributes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { CreditSchema, ProfileSchema } from '../../contract/profile.ts';
import { AnnouncementsSchema, AvailableLocationsSchema, SettingsSchema } from '../../contract/common.ts';
import { signAccessToken } from '../../server/auth/tokens.ts';
import { bearer, countRows, errorEnvelope, sessionIdOf, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { figuresFromLedger } from './ledgerSupport.ts';

const SESSION_ERROR = { success: false, message: 'Session Error.' };

let server: TestServer;
/** Access tokens of the demo accounts, signed in once for the file. */
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'agent1', 'member1', 'ttagent']) {
    tokens[user] = (await signIn(server.app, user)).access_token;
  }
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, user?: string) => server.app.request(path, user ? bearer(tokens[user]!) : undefined);


describe('bearer authentication', () => {
  const PROTECTED = [
    '/api/v1/profile',
    '/api/v1/profile/refresh',
    '/api/v1/settings',
    '/api/v1/locIdAvailable',
    '/api/v1/4d/announcements?LocId=SG',
    '/api/v1/tt/announcements?LocId=TT',
  ];

  it('answers 401 in the envelope without a token, on every protected route', async () => {
    for (const path of PROTECTED) {
      expect(await errorEnvelope(await get(path), 401), path).toEqual(SESSION_ERROR);
    }
  });

  it('answers 401 to a garbage token, a wrong scheme or an empty bearer', async () => {
    const headers = ['Bearer garbage', 'Bearer a.b.c', 'Bearer ', `Basic ${btoa('admin:Demo@1234')}`, tokens.admin!];
    for (const authorization of headers) {
      const response = await server.app.request('/api/v1/profile', { headers: { authorization } });
      expect(await errorEnvelope(response, 401), authorization).toEqual(SESSION_ERROR);
    }
  });

  it('answers 401 to a token signed by another key', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const forged = await sign({ sub: 'admin', role: 'ADMIN', iat, exp: iat + 600 }, 'not-the-server-key-0123456789abcdef', 'HS256');
    expect(await errorEnvelope(await server.app.request('/api/v1/profile', bearer(forged)), 401)).toEqual(SESSION_ERROR);
  });

  it('answers 401 to an unsigned (alg none) token', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const iat = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'admin', role: 'ADMIN', iat, exp: iat + 600 })}.`;
    expect(await errorEnvelope(await server.app.request('/api/v1/profile', bearer(unsigned)), 401)).toEqual(SESSION_ERROR);
  });

  it('answers 401 to a token that has expired, even with the right key', async () => {
    const subject = { userId: 'admin', role: 'ADMIN', sessionId: sessionIdOf(tokens.admin!) };
    const expired = await signAccessToken(server.signingKey, subject, 60, Date.now() - 10 * 60 * 1000);
    expect(await errorEnvelope(await server.app.request('/api/v1/profile', bearer(expired)), 401)).toEqual(SESSION_ERROR);
  });

  it('answers 401 on profile to a well-signed token of a user that does not exist', async () => {
    // Even with the id of a live session (admin's): a session belongs to one user.
    const ghost = await signAccessToken(server.signingKey, { userId: 'ghost', role: 'ADMIN', sessionId: sessionIdOf(tokens.admin!) }, 600, Date.now());
    expect(await errorEnvelope(await server.app.request('/api/v1/profile', bearer(ghost)), 401)).toEqual(SESSION_ERROR);
    expect(await errorEnvelope(await server.app.request('/api/v1/profile/refresh', bearer(ghost)), 401)).toEqual(SESSION_ERROR);
  });

  it('answers 401 to a well-signed token of a session that does not exist, or without a session', async () => {
    const unknownSession = await signAccessToken(server.signingKey, { userId: 'admin', role: 'ADMIN', sessionId: 'no-such-session' }, 600, Date.now());
    expect(await errorEnvelope(await server.app.request('/api/v1/profile', bearer(unknownSession)), 401)).toEqual(SESSION_ERROR);
    const iat = Math.floor(Date.now() / 1000);
    const noSession = await sign({ sub: 'admin', role: 'ADMIN', iat, exp: iat + 600 }, server.signingKey, 'HS256');
    expect(await errorEnvelope(await server.app.request('/api/v1/profile', bearer(noSession)), 401)).toEqual(SESSION_ERROR);
  });

  it('accepts a token the server signed (sanity check of the key used above)', async () => {
    const subject = { userId: 'member1', role: 'MEM', sessionId: sessionIdOf(tokens.member1!) };
    const fresh = await signAccessToken(server.signingKey, subject, 600, Date.now());
    const profile = await successData(await server.app.request('/api/v1/profile', bearer(fresh)), ProfileSchema);
    expect(profile.UserId).toBe('member1');
  });
});

describe('GET profile', () => {
  it('answers the admin profile, Granted "*"', async () => {
    const profile = await successData(await get('/api/v1/profile', 'admin'), ProfileSchema);
    expect(profile).toEqual({
      UserId: 'admin',
      LoginId: 'admin',
      Role: 'ADMIN',
      LocId: 'SG',
      Granted: '*',
      Rank: 0,
      EnableCreateAgent: true,
      EnableCreateDownline: true,
      EnablePlaceBet: true,
      EnableUpload: true,
      disablePlaceBetAndFixedBet: false,
      tShare: 1,
      dShare: 0,
      useMgStrikeReport: false,
      Loc: { LocId: 'SG', VipLeftCss: 'sg-left', VipTopBGImage: null, ColorTbl01: '#F4F8FB', ColorTbl02: '#E6EEF5' },
      // signIn agrees to the terms, as the app does before any data call.
      TermsAccepted: true,
    });
  });

  it('answers agent1 with its permission list', async () => {
    const profile = await successData(await get('/api/v1/profile', 'agent1'), ProfileSchema);
    // Its menu names, then every §6 attribute (migration 0019: nothing is taken until someone revokes).
    expect(profile.Granted).toEqual(['BetEntry', 'Report', 'DrawSetting', ...PERMISSION_ATTRIBUTES]);
    expect(profile).toMatchObject({
      UserId: 'agent1', Role: 'AG', LocId: 'SG', Rank: 1, EnableCreateAgent: false, EnableCreateDownline: true, EnableUpload: true,
    });
  });

  it('answers ttagent with the TT theme, and member1 with an empty permission list', async () => {
    const tt = await successData(await get('/api/v1/profile', 'ttagent'), ProfileSchema);
    expect(tt).toMatchObject({ UserId: 'ttagent', LocId: 'TT', tShare: 0.5 });
    expect(tt.Loc).toEqual({ LocId: 'TT', VipLeftCss: 'tt-left', VipTopBGImage: null, ColorTbl01: '#F1FAF3', ColorTbl02: '#DDF1E2' });
    const member = await successData(await get('/api/v1/profile', 'member1'), ProfileSchema);
    expect(member).toMatchObject({ Role: 'MEM', Granted: [...PERMISSION_ATTRIBUTES], Rank: 2 });
  });

  it('never exposes the password hash', async () => {
    const response = await get('/api/v1/profile', 'admin');
    expect(await response.text()).not.toMatch(/scrypt|password/i);
  });
});

describe('GET profile/refresh', () => {
  it('answers the credit figures, as the tickets and the ledger give them (DOMAIN.md "Credit")', async () => {
    for (const user of ['admin', 'agent1', 'member1']) {
      expect(await successData(await get('/api/v1/profile/refresh', user), CreditSchema), user).toEqual(
        await figuresFromLedger(server.db, user),
      );
    }
  });
});

describe('GET settings', () => {
  it('answers the server time as ISO text without a zone, and the mobile app data', async () => {
    const before = Date.now();
    const settings = await successData(await get('/api/v1/settings', 'member1'), SettingsSchema);
    const after = Date.now();
    expect(settings.serverTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/);
    // Read as UTC, as the app does.
    const serverTime = Date.parse(`${settings.serverTime}Z`);
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    expect(serverTime).toBeLessThanOrEqual(after + 1000);
    expect(settings.mobileAppData).toEqual({ downloadUrl: '/downloads/app.apk', iosDownloadUrl: '/downloads/app.mobileconfig' });
  });
});

describe('GET locIdAvailable', () => {
  const locations = async (user: string, query = '') =>
    (await successData(await get(`/api/v1/locIdAvailable${query}`, user), AvailableLocationsSchema)).map((l) => l.LocId);

  it('answers each user its own locations, in order', async () => {
    expect(await successData(await get('/api/v1/locIdAvailable', 'admin'), AvailableLocationsSchema)).toEqual([
      { LocId: 'SG', Loc: 'Singapore' },
      { LocId: 'MG', Loc: 'Malaysia' },
      { LocId: 'TT', Loc: 'TOTO' },
    ]);
    expect(await locations('agent1')).toEqual(['SG', 'MG']);
    expect(await locations('ttagent')).toEqual(['TT']);
    expect(await locations('member1')).toEqual(['SG']);
  });

  it('ignores a UserId naming someone else (the app sends its own)', async () => {
    expect(await locations('ttagent', '?UserId=admin&IsTop=1')).toEqual(['TT']);
    expect(await locations('agent1', '?UserId=agent1')).toEqual(['SG', 'MG']);
  });

  it('answers 400 to a malformed IsTop or an over-long UserId', async () => {
    for (const query of ['?IsTop=maybe', `?UserId=${'x'.repeat(65)}`]) {
      const body = (await errorEnvelope(await get(`/api/v1/locIdAvailable${query}`, 'admin'), 400)) as Record<string, unknown>;
      expect(body.success).toBe(false);
      expect(body.data).toEqual([body.message]);
    }
  });
});

describe('GET {4d|tt}/announcements', () => {
  it('answers the SG announcements, in id order, at least one pop-up', async () => {
    const list = await successData(await get('/api/v1/4d/announcements?LocId=SG', 'agent1'), AnnouncementsSchema);
    expect(list).toHaveLength(4);
    expect(list.filter((a) => a.PopUp === 'Y').length).toBeGreaterThanOrEqual(1);
    const ids = list.map((a) => a.AnnouncementId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list[0]).toMatchObject({ Color: '#FFF4D6', PopUp: 'Y' });
    expect(list[0]!.Content).toContain('<strong>Welcome!</strong>');
    expect(list[2]).toMatchObject({ Color: null, PopUp: 'N' });
  });

  it('answers the TT announcements under tt/', async () => {
    const list = await successData(await get('/api/v1/tt/announcements?LocId=TT', 'ttagent'), AnnouncementsSchema);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ PopUp: 'N', Color: null, Content: '<p>TOTO draws every Monday and Thursday.</p>' });
  });

  it('answers 400 to a well-formed LocId that no prefix serves (the prefix must agree with LocId)', async () => {
    const body = await errorEnvelope(await get('/api/v1/4d/announcements?LocId=XX', 'admin'), 400);
    expect(body.message).toBe('LocId XX is not served under 4d/: use SG or MG.');
  });

  it('answers 400 in the envelope (never 500) to a missing or malformed LocId', async () => {
    const before = await countRows(server.db, 'announcements');
    const queries = ['', '?LocId=', '?LocId=sg', '?LocId=SGP', '?LocId=S', "?LocId=SG'--", '?LocId=SG&LocId=MG', '?locid=SG'];
    for (const query of queries) {
      for (const prefix of ['4d', 'tt']) {
        const body = (await errorEnvelope(await get(`/api/v1/${prefix}/announcements${query}`, 'admin'), 400)) as Record<string, unknown>;
        expect(body.success, query).toBe(false);
        expect(typeof body.message).toBe('string');
        expect(body.data).toEqual([body.message]);
      }
    }
    const malformed = (await errorEnvelope(await get('/api/v1/4d/announcements?LocId=sg', 'admin'), 400)) as Record<string, unknown>;
    expect(malformed).toEqual({
      success: false,
      message: 'LocId: LocId must be a location id such as SG.',
      data: ['LocId: LocId must be a location id such as SG.'],
    });
    expect(await countRows(server.db, 'announcements')).toBe(before);
  });

  it('checks the token before the query (no token and a bad LocId is 401)', async () => {
    expect(await errorEnvelope(await get('/api/v1/4d/announcements?LocId=bad'), 401)).toEqual(SESSION_ERROR);
  });
});

describe('unknown paths', () => {
  it('answer 404 in the envelope, without needing a token', async () => {
    const cases: [string, RequestInit | undefined, string][] = [
      ['/api/v1/nope', undefined, 'No such API: GET /api/v1/nope'],
      ['/api/anything', { method: 'POST' }, 'No such API: POST /api/anything'],
      ['/api/v1/profile', { method: 'DELETE' }, 'No such API: DELETE /api/v1/profile'],
      ['/api/v1/logout', undefined, 'No such API: GET /api/v1/logout'],
      ['/api/v1/announcements?LocId=SG', undefined, 'No such API: GET /api/v1/announcements'],
      ['/api/v2/profile', undefined, 'No such API: GET /api/v2/profile'],
    ];
    for (const [path, init, message] of cases) {
      const response = await server.app.request(path, init);
      expect(await errorEnvelope(response, 404), path).toEqual({ success: false, message });
    }
  });

  it('answer 404 also with a valid token', async () => {
    expect(await errorEnvelope(await get('/api/v1/nope', 'admin'), 404)).toEqual({ success: false, message: 'No such API: GET /api/v1/nope' });
  });
});

describe('the whole conversation', () => {
  it('had no 5xx answer in this file', () => {
    expect(server.exchanges.length).toBeGreaterThan(50);
    expect(server.exchanges.filter((e) => e.status >= 500)).toEqual([]);
  });
});
