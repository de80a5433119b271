import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, refreshToken, requestToken } from '../../../src/api/services/auth.ts';
import { loadAnnouncements, loadAvailableLocations, loadSettings } from '../../../src/api/services/common.ts';
import { loadCredit, loadProfile } from '../../../src/api/services/profile.ts';
import { jsonResponse, makeClient, ok, onlyRequest } from './fakeFetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Keeps the schema-mismatch report out of the test output. */
const muteSchemaReport = () => vi.spyOn(console, 'error').mockImplementation(() => {});

const TOKEN = {
  access_token: 'acc',
  token_type: 'bearer',
  expires_in: 3600,
  refresh_token: 'ref',
  updatePassword: false,
  user: { UserId: 'U1', Role: 'AG', LocId: 'SG' },
};

const PROFILE = {
  UserId: 'U1',
  LoginId: 'u1',
  Role: 'AG',
  LocId: 'SG',
  Granted: ['bets'],
  Rank: 2,
  EnableCreateAgent: true,
  EnableCreateDownline: false,
  EnablePlaceBet: true,
  EnableUpload: false,
  disablePlaceBetAndFixedBet: false,
  tShare: 0,
  dShare: 50,
  useMgStrikeReport: false,
  TermsAccepted: false,
  Loc: { LocId: 'SG', VipLeftCss: null, VipTopBGImage: null, ColorTbl01: '#fff', ColorTbl02: null },
};

describe('requestToken', () => {
  it('POSTs oauth/token form-encoded with username, password, Token, Lang=en and the x-token header', async () => {
    const { api, requests } = makeClient(() => ok(TOKEN));
    const answer = await requestToken(api, { userId: 'U1', password: 'secret pw', captchaAnswer: 'AB12', captchaToken: 'cap-tok' });
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('http://api.test/api/v1/oauth/token');
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.get('x-token')).toBe('cap-tok');
    expect(request.headers.has('authorization')).toBe(false);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      LocId: 'SG',
      username: 'U1',
      password: 'secret pw',
      Token: 'AB12',
      Lang: 'en',
    });
    expect(answer).toEqual(TOKEN);
  });

  it('leaves out Token and x-token without a captcha', async () => {
    const { api, requests } = makeClient(() => ok(TOKEN));
    await requestToken(api, { userId: 'U1', password: 'pw' });
    const request = onlyRequest(requests);
    expect(request.headers.has('x-token')).toBe(false);
    expect(new URLSearchParams(request.body).has('Token')).toBe(false);
  });

  it('rejects a failed sign-in with the nested message and no session signal', async () => {
    const body = { success: false, message: 'Login Failed', isMemberAuthFailed: true, error: { message: 'Invalid User Id or Password.' } };
    const { api, signals } = makeClient(() => jsonResponse(body, 400, 'Bad Request'));
    const call = requestToken(api, { userId: 'U1', password: 'bad' });
    await expect(call).rejects.toMatchObject({ kind: 'http', message: 'Invalid User Id or Password.', body: { isMemberAuthFailed: true } });
    expect(signals.unauthorized).not.toHaveBeenCalled();
  });

  it('rejects an answer that is not a token as invalid-response', async () => {
    const { api } = makeClient(() => ok({ access_token: 'acc' }));
    muteSchemaReport();
    await expect(requestToken(api, { userId: 'U1', password: 'pw' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('other auth calls', () => {
  it('refreshToken POSTs the refresh grant anonymously', async () => {
    const { api, requests } = makeClient(() => ok(TOKEN));
    await refreshToken(api, 'ref-1');
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/v1/oauth/token');
    expect(request.headers.has('authorization')).toBe(false);
    expect(new URLSearchParams(request.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(request.body).get('refresh_token')).toBe('ref-1');
  });

  it('logout POSTs logout with the bearer token', async () => {
    const { api, requests } = makeClient();
    await logout(api);
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/v1/logout');
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
  });
});

describe('read services', () => {
  it('loadSettings GETs settings without the location prefix', async () => {
    const settings = { serverTime: '2025-01-01T00:00:00', mobileAppData: { downloadUrl: null, iosDownloadUrl: 'x' } };
    const { api, requests } = makeClient(() => ok(settings));
    expect(await loadSettings(api)).toEqual(settings);
    expect(onlyRequest(requests).url.href).toBe('http://api.test/api/v1/settings?LocId=SG');
  });

  it('loadAvailableLocations passes UserId in the query', async () => {
    const { api, requests } = makeClient(() => ok([{ LocId: 'SG', Loc: 'Singapore' }]));
    expect(await loadAvailableLocations(api, 'U 1')).toEqual([{ LocId: 'SG', Loc: 'Singapore' }]);
    const url = onlyRequest(requests).url;
    expect(url.pathname).toBe('/api/v1/locIdAvailable');
    expect(url.searchParams.get('UserId')).toBe('U 1');
    expect(url.searchParams.get('LocId')).toBe('SG');
  });

  it('loadAnnouncements GETs the data path and is cached', async () => {
    const list = [{ AnnouncementId: 1, Content: '<b>hi</b>', Color: null, PopUp: 'N' }];
    const { api, requests } = makeClient(() => ok(list));
    expect(await loadAnnouncements(api)).toEqual(list);
    expect(await loadAnnouncements(api)).toEqual(list);
    expect(onlyRequest(requests).url.pathname).toBe('/api/v1/4d/announcements');
  });

  it('loadProfile GETs profile and reads it with the profile schema', async () => {
    const { api, requests } = makeClient(() => ok(PROFILE));
    expect(await loadProfile(api)).toEqual(PROFILE);
    expect(onlyRequest(requests).url.pathname).toBe('/api/v1/profile');
  });

  it('loadProfile rejects a profile without its fields', async () => {
    muteSchemaReport();
    const { api } = makeClient(() => ok({ UserId: 'U1' }));
    await expect(loadProfile(api)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('loadCredit GETs profile/refresh', async () => {
    const credit = { Credit: 10, AccBal: 2, CreditLeft: 8 };
    const { api, requests } = makeClient(() => ok(credit));
    expect(await loadCredit(api)).toEqual(credit);
    expect(onlyRequest(requests).url.pathname).toBe('/api/v1/profile/refresh');
  });
});
