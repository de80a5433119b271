import { PERMISSION_ATTRIBUTES } from '../../contract/permissionAttributes.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CreditSchema, ProfileSchema, type Profile } from '../../contract/profile.ts';
import { AnnouncementsSchema, AvailableLocationsSchema, SettingsSchema, type Announcement } from '../../contract/common.ts';
import { LocationsSchema, type Location } from '../../contract/locations.ts';
import { SmsSettingAnswerSchema, SmsSettingSchema } from '../../contract/sms.ts';
import { DrawDatesSchema, type DrawDate } from '../../contract/draws.ts';
import { visibleMenu, type LocationId, type Shell } from '../../src/menu/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed, seedDemoAccounts } from '../../server/db/seed.ts';
import { seedSignedInArea } from '../../server/db/seedSignedInArea.ts';
import { figuresFromLedger } from './ledgerSupport.ts';
import type { Database } from '../../server/db/database.ts';
import { bearer, errorEnvelope, openScratchDatabase, signIn, signInBeforePasswordDemand, startTestServer, successData, type TestServer } from './testServer.ts';

const SESSION_ERROR = { success: false, message: 'Session Error.' };
const ACCOUNTS = ['admin', 'agent1', 'member1', 'ttagent', 'newuser', 'member2', 'agent2', 'member3', 'agent3', 'member4'] as const;
type Account = (typeof ACCOUNTS)[number];

let server: TestServer;
/** The app's clock when the server (and so the seed) started. */
let seededAt: number;
const tokens: Partial<Record<Account, string>> = {};

/** newuser must change its password (no session from a sign-in): its session predates the demand. */
const signInAny = (user: Account) => (user === 'newuser' ? signInBeforePasswordDemand(server, user) : signIn(server.app, user));

beforeAll(async () => {
  seededAt = Date.now();
  server = await startTestServer();
  for (const user of ACCOUNTS) tokens[user] = (await signInAny(user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, user?: Account) => server.app.request(path, user ? bearer(tokens[user]!) : undefined);

/** Asserts a 400 envelope whose data lists the problems, the first being the message. */
async function badRequest(path: string, user: Account = 'admin') {
  const body = await errorEnvelope(await get(path, user), 400);
  expect(body.success, path).toBe(false);
  expect(typeof body.message, path).toBe('string');
  expect((body.data as string[])[0], path).toBe(body.message);
  return body;
}

// ------------------------------------------------------------------------------------------------
// Profiles

const THEMES = {
  SG: { LocId: 'SG', VipLeftCss: 'sg-left', VipTopBGImage: null, ColorTbl01: '#F4F8FB', ColorTbl02: '#E6EEF5' },
  MG: { LocId: 'MG', VipLeftCss: 'mg-left', VipTopBGImage: null, ColorTbl01: '#FBF7EE', ColorTbl02: '#F3EAD3' },
  TT: { LocId: 'TT', VipLeftCss: 'tt-left', VipTopBGImage: null, ColorTbl01: '#F1FAF3', ColorTbl02: '#DDF1E2' },
} as const;

/** A seeded account's Granted list: its menu names, then every §6 attribute (migration 0019). */
const withAttributes = (...names: string[]) => [...names, ...PERMISSION_ATTRIBUTES];

type ProfileFields = Pick<Profile, 'Role' | 'LocId' | 'Granted' | 'Rank'> & Partial<Profile>;
const profile = (userId: Account, fields: ProfileFields): Profile => ({
  UserId: userId,
  LoginId: userId,
  EnableCreateAgent: false,
  EnableCreateDownline: false,
  EnablePlaceBet: true,
  EnableUpload: false,
  disablePlaceBetAndFixedBet: false,
  tShare: 0,
  dShare: 0,
  useMgStrikeReport: false,
  Loc: THEMES[fields.LocId as keyof typeof THEMES],
  // The sign-in helper agrees to the terms, as the app does before any data call.
  TermsAccepted: true,
  ...fields,
});

const PROFILES: Record<Account, Profile> = {
  admin: profile('admin', {
    Role: 'ADMIN', LocId: 'SG', Granted: '*', Rank: 0, EnableCreateAgent: true, EnableCreateDownline: true, EnableUpload: true, tShare: 1,
  }),
  agent1: profile('agent1', {
    Role: 'AG', LocId: 'SG', Granted: withAttributes('BetEntry', 'Report', 'DrawSetting'), Rank: 1, EnableCreateDownline: true, EnableUpload: true,
  }),
  member1: profile('member1', { Role: 'MEM', LocId: 'SG', Granted: withAttributes(), Rank: 2 }),
  ttagent: profile('ttagent', { Role: 'AG', LocId: 'TT', Granted: withAttributes('BetEntry', 'Report'), Rank: 1, EnableCreateDownline: true, tShare: 0.5 }),
  newuser: profile('newuser', { Role: 'MEM', LocId: 'SG', Granted: withAttributes(), Rank: 2 }),
  member2: profile('member2', { Role: 'MEM', LocId: 'SG', Granted: withAttributes(), Rank: 2 }),
  agent2: profile('agent2', {
    Role: 'AG', LocId: 'SG', Granted: withAttributes('BetEntry', 'Report', 'FixedSetting', 'OutSet'), Rank: 1, EnableCreateAgent: true,
    EnableCreateDownline: true, EnableUpload: true, useMgStrikeReport: true, tShare: 0.3,
  }),
  member3: profile('member3', { Role: 'MEM', LocId: 'SG', Granted: withAttributes(), Rank: 2, disablePlaceBetAndFixedBet: true }),
  agent3: profile('agent3', { Role: 'AG', LocId: 'MG', Granted: withAttributes('Report'), Rank: 2, EnableCreateDownline: true }),
  member4: profile('member4', { Role: 'MEM', LocId: 'MG', Granted: withAttributes(), Rank: 3 }),
};

const LOCATIONS_OF: Record<Account, string[]> = {
  admin: ['SG', 'MG', 'TT'], agent1: ['SG', 'MG'], member1: ['SG'], ttagent: ['TT'], newuser: ['SG'],
  member2: ['SG'], agent2: ['SG', 'MG'], member3: ['SG'], agent3: ['MG'], member4: ['MG'],
};

const PARENT_OF: Record<Account, Account | null> = {
  admin: null, agent1: 'admin', member1: 'agent1', ttagent: 'admin', newuser: 'agent1',
  member2: 'agent1', agent2: 'admin', member3: 'agent2', agent3: 'agent2', member4: 'agent3',
};

const profileOf = async (user: Account, query = '') => successData(await get(`/api/v1/profile${query}`, user), ProfileSchema);

describe('demo accounts', () => {
  it('answers each account its exact profile, in its home location', async () => {
    for (const user of ACCOUNTS) expect(await profileOf(user), user).toEqual(PROFILES[user]);
  });

  it('places every account in the hierarchy, with its locations', async () => {
    const { rows } = await server.db.query<{ user_id: Account; parent_id: Account | null; update_password: boolean }>(
      'select user_id, parent_id, update_password from users order by user_id',
    );
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.parent_id]))).toEqual(PARENT_OF);
    // Only newuser must change its password (README).
    expect(rows.filter((r) => r.update_password).map((r) => r.user_id)).toEqual(['newuser']);
    for (const user of ACCOUNTS) {
      const list = await successData(await get('/api/v1/locIdAvailable', user), AvailableLocationsSchema);
      expect(list.map((l) => l.LocId), user).toEqual(LOCATIONS_OF[user]);
    }
  });

  it('answers Loc for the LocId of the request when the user may work there, else the home location', async () => {
    const cases: [Account, string, keyof typeof THEMES][] = [
      ['agent1', '?LocId=MG', 'MG'],
      ['agent1', '?LocId=SG', 'SG'],
      ['agent1', '?LocId=TT', 'SG'], // not one of agent1's locations
      ['agent1', '?LocId=XX', 'SG'], // no such location
      ['agent1', '', 'SG'],
      ['admin', '?LocId=TT', 'TT'],
      ['admin', '?LocId=MG', 'MG'],
      ['ttagent', '?LocId=SG', 'TT'],
      ['ttagent', '?LocId=TT&rand=123', 'TT'],
      ['agent3', '?LocId=SG', 'MG'],
      ['member1', '?LocId=MG', 'SG'],
    ];
    for (const [user, query, theme] of cases) {
      const answer = await profileOf(user, query);
      // Only Loc follows the request; the rest (LocId: the home location) is the profile as ever.
      expect(answer, `${user}${query}`).toEqual({ ...PROFILES[user], Loc: THEMES[theme] });
    }
  });

  it('answers 400 to a malformed LocId on profile, and 401 before looking at it', async () => {
    for (const query of ['?LocId=', '?LocId=mg', '?LocId=MGX', '?LocId=SG&LocId=MG', "?LocId=M'"]) {
      await badRequest(`/api/v1/profile${query}`, 'agent1');
    }
    expect(await errorEnvelope(await get('/api/v1/profile?LocId=bad'), 401)).toEqual(SESSION_ERROR);
  });

  it('gives every account meaningful credit figures: two decimals, from the tickets and the ledger, Credit Left >= 0, within the upline', async () => {
    const credits = {} as Record<Account, v.InferOutput<typeof CreditSchema>>;
    for (const user of ACCOUNTS) {
      const response = await get('/api/v1/profile/refresh?LocId=SG', user);
      const text = await response.clone().text();
      credits[user] = await successData(response, CreditSchema);
      // DOMAIN.md "Credit": AccBal the sum of the ledger lines, Credit Left = Credit - open stakes + min(AccBal, 0).
      expect(credits[user], user).toEqual(await figuresFromLedger(server.db, user));
      // The demo is realistic: after its bets, settlements and payments nobody is over its credit.
      expect(credits[user].CreditLeft, user).toBeGreaterThanOrEqual(0);
      for (const figure of Object.values(credits[user])) {
        expect(Number.isFinite(figure)).toBe(true);
        expect(Math.round(figure * 100) / 100, `${user} ${figure}`).toBe(figure);
      }
      // Numbers in the JSON, never strings (numeric columns on both engines).
      expect(text).not.toMatch(/"(Credit|AccBal|CreditLeft)":"/);
    }
    for (const user of ACCOUNTS) {
      const given = ACCOUNTS.filter((d) => PARENT_OF[d] === user).reduce((sum, d) => sum + credits[d].Credit, 0);
      expect(given, `credit given by ${user}`).toBeLessThanOrEqual(credits[user].Credit);
    }
  });
});

describe('menus of the demo accounts follow the rules', () => {
  const itemsOf = async (user: Account, location: LocationId = PROFILES[user].LocId, shell: Shell = 'desktop') => {
    const settings = await successData(await get('/api/v1/settings', user), SettingsSchema);
    const menu = visibleMenu(await profileOf(user, `?LocId=${location}`), location, shell, 0, settings.mobileAppData);
    return menu.flatMap((tab) => tab.items.map((item) => item.id as string));
  };

  it('shows each account what its profile allows', async () => {
    const admin = await itemsOf('admin');
    expect(admin).toEqual(expect.arrayContaining(['agents', 'players', 'drawSetting', 'fixedSetting', 'permission', 'outSetting', 'superPassword', 'smsGateway', 'androidApp', 'iosApp']));

    const agent1 = await itemsOf('agent1');
    expect(agent1).toEqual(expect.arrayContaining(['players', 'payments', 'placeBets', 'betUpload', 'drawSetting', 'shareClaim', 'groupReport', 'androidApp', 'iosApp']));
    for (const hidden of ['agents', 'fixedSetting', 'permission', 'outSetting', 'superPassword', 'smsGateway', 'auditLog']) {
      expect(agent1, hidden).not.toContain(hidden);
    }

    const agent2 = await itemsOf('agent2');
    expect(agent2).toEqual(expect.arrayContaining(['agents', 'players', 'fixedSetting', 'fixedProcess', 'outSetting', 'betsIn', 'strikeReport']));
    expect(agent2).not.toContain('drawSetting');
    // MG special case: useMgStrikeReport swaps in the old strike report.
    const agent2Mg = await itemsOf('agent2', 'MG');
    expect(agent2Mg).toContain('strikeReportOld');
    expect(agent2Mg).not.toContain('strikeReport');
    expect(await itemsOf('agent1', 'MG')).toContain('strikeReport');

    const ttagent = await itemsOf('ttagent');
    expect(ttagent).toEqual(expect.arrayContaining(['drawResultReport', 'limitSetting', 'groupReport', 'players']));
    expect(ttagent).not.toContain('drawSetting');

    const agent3 = await itemsOf('agent3');
    expect(agent3).toEqual(expect.arrayContaining(['players', 'groupReport', 'fullReport']));
    expect(agent3).not.toContain('agents');
    // The desktop shell gives Bet Upload to agents; the mobile shell also needs EnableUpload.
    expect(agent3).toContain('betUpload');
    expect(await itemsOf('agent3', 'MG', 'mobile')).not.toContain('betUpload');

    const member1 = await itemsOf('member1');
    expect(member1).toEqual(expect.arrayContaining(['placeBets', 'fixedBets', 'viewTickets']));
    for (const hidden of ['players', 'betUpload', 'fullReport', 'drawSetting', 'outBets']) expect(member1, hidden).not.toContain(hidden);

    const member3 = await itemsOf('member3');
    expect(member3).not.toContain('fixedBets');
    expect(await itemsOf('member3', 'SG', 'mobile')).not.toContain('placeBets');
  });

  it('gives accounts with different rules different menus, and the same rules the same menu', async () => {
    const distinct = ['admin', 'agent1', 'agent2', 'agent3', 'ttagent', 'member1', 'member3'] as const;
    const menus = await Promise.all(distinct.map(async (user) => (await itemsOf(user)).join(',')));
    expect(new Set(menus).size).toBe(distinct.length);
    expect(await itemsOf('newuser')).toEqual(await itemsOf('member1'));
    expect(await itemsOf('member2')).toEqual(await itemsOf('member1'));
  });
});

// ------------------------------------------------------------------------------------------------
// Locations

const ALL_LOCATIONS: Location[] = [
  { ...THEMES.SG, Loc: 'Singapore' },
  { ...THEMES.MG, Loc: 'Malaysia' },
  { ...THEMES.TT, Loc: 'TOTO' },
];

describe('GET loc', () => {
  it('answers every location with its name and theme, in order, to any signed-in user', async () => {
    for (const user of ['admin', 'member1', 'ttagent'] as const) {
      const response = await get('/api/v1/loc?LocId=SG', user);
      expect(await successData(response, LocationsSchema), user).toEqual(ALL_LOCATIONS);
    }
    expect(await successData(await get('/api/v1/loc', 'agent3'), LocationsSchema)).toEqual(ALL_LOCATIONS);
  });

  it('has themes that differ visibly between locations', () => {
    for (const key of ['VipLeftCss', 'ColorTbl01', 'ColorTbl02'] as const) {
      expect(new Set(ALL_LOCATIONS.map((l) => l[key])).size, key).toBe(ALL_LOCATIONS.length);
    }
    for (const location of ALL_LOCATIONS) {
      expect(location.VipLeftCss).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(location.ColorTbl01).toMatch(/^#[0-9A-F]{6}$/);
      expect(location.ColorTbl02).toMatch(/^#[0-9A-F]{6}$/);
      expect(location.ColorTbl01).not.toBe(location.ColorTbl02);
      if (location.VipTopBGImage !== null) expect(location.VipTopBGImage).toMatch(/^\/assets\/themes\/[\w.-]+$/);
    }
  });

  it('answers 400 to a malformed LocId and 401 without a token', async () => {
    await badRequest('/api/v1/loc?LocId=sg');
    expect(await errorEnvelope(await get('/api/v1/loc'), 401)).toEqual(SESSION_ERROR);
  });
});

// ------------------------------------------------------------------------------------------------
// SMS settings

describe('GET {4d|tt}/smsSetting', () => {
  const SMS = {
    SG: { SMSNumber: '6580001234', TelegramBot: 'https://t.me/Draw4DBot', SMSHelpdesk: '6560004321', OpenTime: '09:00', CloseTime: '18:30', OpenDay: 'Mon-Sun' },
    MG: { SMSNumber: '60123004567', TelegramBot: 'https://t.me/Draw4DBot', SMSHelpdesk: '60320004321', OpenTime: '09:00', CloseTime: '18:30', OpenDay: 'Mon-Sun' },
    TT: { SMSNumber: '6580005678', TelegramBot: 'https://t.me/DrawTotoBot', SMSHelpdesk: '6560008765', OpenTime: '09:00', CloseTime: '18:30', OpenDay: 'Mon-Sun' },
  };

  it('answers the setting of each location under its own prefix', async () => {
    for (const [loc, setting] of Object.entries(SMS)) {
      const prefix = loc === 'TT' ? 'tt' : '4d';
      const answer = await successData(await get(`/api/v1/${prefix}/smsSetting?LocId=${loc}`, 'admin'), SmsSettingSchema);
      expect(answer, `${prefix} ${loc}`).toEqual(setting);
    }
    // The spec's advice: numbers without +, Singapore numbers begin with 65; a different bot for TOTO.
    for (const setting of Object.values(SMS)) expect(setting.SMSNumber).toMatch(/^\d{8,15}$/);
    expect(SMS.SG.SMSNumber.startsWith('65')).toBe(true);
    expect(SMS.TT.TelegramBot).not.toBe(SMS.SG.TelegramBot);
  });

  it('answers null for a location of the prefix without an SMS setting', async () => {
    await server.db.query(`delete from sms_settings where loc_id = 'MG'`);
    expect(await successData(await get('/api/v1/4d/smsSetting?LocId=MG', 'admin'), SmsSettingAnswerSchema)).toBeNull();
  });

  it('answers 400 to a missing or malformed LocId, 401 without a token', async () => {
    for (const query of ['', '?LocId=', '?LocId=sg', '?LocId=SG&LocId=MG', '?locid=SG']) {
      for (const prefix of ['4d', 'tt']) await badRequest(`/api/v1/${prefix}/smsSetting${query}`);
    }
    expect(await errorEnvelope(await get('/api/v1/4d/smsSetting?LocId=SG'), 401)).toEqual(SESSION_ERROR);
    // It is a data call: there is none at the root.
    expect((await get('/api/v1/smsSetting?LocId=SG', 'admin')).status).toBe(404);
  });
});

// ------------------------------------------------------------------------------------------------
// Announcements

const HOSTILE = '<p>Results are posted here by 7:00 pm on draw days.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
type Shown = Omit<Announcement, 'AnnouncementId'>;
const ANNOUNCEMENTS: Record<string, { Y: Shown[]; N: Shown[] }> = {
  SG: {
    Y: [
      { Content: '<p><strong>Welcome!</strong> Draws this week: Wed, Sat and Sun at 6:30 pm.</p>', Color: '#FFF4D6', PopUp: 'Y' },
      { Content: '<p>Bet cut-off is 6:00 pm on draw days.</p>', Color: '#E8F4FF', PopUp: 'Y' },
    ],
    N: [
      { Content: '<p>SMS betting is open every day from 9:00 am to 6:30 pm.</p>', Color: null, PopUp: 'N' },
      { Content: '<p>Fixed bets can be changed until the cut-off of each draw.</p>', Color: '#EEF7EE', PopUp: 'N' },
    ],
  },
  MG: {
    Y: [{ Content: '<p><strong>Malaysia:</strong> bet cut-off is 6:00 pm on draw days (Wed, Sat, Sun and the 9M Tuesday).</p>', Color: '#FFF4D6', PopUp: 'Y' }],
    N: [{ Content: '<p>Special Tuesday draw (9M) on the first Tuesday of every month.</p>', Color: null, PopUp: 'N' }],
  },
  TT: {
    Y: [{ Content: '<p><strong>TOTO:</strong> bet cut-off is 6:00 pm on Monday and Thursday.</p>', Color: '#E8F4FF', PopUp: 'Y' }],
    N: [{ Content: '<p>TOTO draws every Monday and Thursday.</p>', Color: null, PopUp: 'N' }],
  },
};

describe('GET {4d|tt}/announcement?PopUp=', () => {
  const filtered = async (prefix: string, loc: string, popUp: 'Y' | 'N') =>
    successData(await get(`/api/v1/${prefix}/announcement?PopUp=${popUp}&LocId=${loc}`, 'admin'), AnnouncementsSchema);

  it('answers the pop-up and the listed announcements of each location apart, in the order posted, under its prefix', async () => {
    for (const [loc, expected] of Object.entries(ANNOUNCEMENTS)) {
      const prefix = loc === 'TT' ? 'tt' : '4d';
      const all = await successData(await get(`/api/v1/${prefix}/announcements?LocId=${loc}`, 'admin'), AnnouncementsSchema);
      const popUps = await filtered(prefix, loc, 'Y');
      const listed = await filtered(prefix, loc, 'N');
      expect(popUps.map(({ AnnouncementId: _, ...shown }) => shown), `${prefix} ${loc} Y`).toEqual(expected.Y);
      expect(listed.map(({ AnnouncementId: _, ...shown }) => shown), `${prefix} ${loc} N`).toEqual(expected.N);
      // Together they are exactly the location's announcements.
      const ids = [...popUps, ...listed].map((a) => a.AnnouncementId).sort((a, b) => a - b);
      expect(ids).toEqual(all.map((a) => a.AnnouncementId));
      for (const list of [popUps, listed]) {
        const order = list.map((a) => a.AnnouncementId);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
    }
  });

  it('answers a stored announcement as it is, even markup past the server\'s sanitiser (the app sanitises it)', async () => {
    // Written straight into the table, as an old record or another system could: POST announcements would sanitise it.
    const { rows } = await server.db.query<{ id: number }>(
      `insert into announcements (loc_id, content, color, pop_up) values ('SG', $1, null, 'N') returning announcement_id as id`, [HOSTILE],
    );
    try {
      const listed = await filtered('4d', 'SG', 'N');
      expect(listed.find((a) => a.AnnouncementId === rows[0]!.id)?.Content).toBe(HOSTILE);
    } finally {
      await server.db.query('delete from announcements where announcement_id = $1', [rows[0]!.id]);
    }
  });

  it('answers an empty list for a location without announcements', async () => {
    await server.db.query(`delete from announcements where loc_id = 'MG' and pop_up = 'Y'`);
    expect(await filtered('4d', 'MG', 'Y')).toEqual([]);
  });

  it('answers 400 to a missing or malformed PopUp or LocId, 401 without a token', async () => {
    const queries = ['?LocId=SG', '?LocId=SG&PopUp=', '?LocId=SG&PopUp=y', '?LocId=SG&PopUp=YES', '?LocId=SG&PopUp=Y&PopUp=N', '?PopUp=Y', '?PopUp=Y&LocId=sg'];
    for (const query of queries) {
      for (const prefix of ['4d', 'tt']) await badRequest(`/api/v1/${prefix}/announcement${query}`);
    }
    expect((await badRequest('/api/v1/4d/announcement?LocId=SG&PopUp=x')).message).toBe("PopUp: PopUp must be 'Y' or 'N'.");
    expect(await errorEnvelope(await get('/api/v1/4d/announcement?PopUp=Y&LocId=SG'), 401)).toEqual(SESSION_ERROR);
  });
});

// ------------------------------------------------------------------------------------------------
// Draw dates

const DAY_MS = 24 * 60 * 60 * 1000;
/** The operator's calendar day (GMT+8) of a moment. */
const operatorDay = (ms: number) => new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const dayOfMonth = (date: string) => Number(date.slice(8, 10));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The calendar the spec's day codes give (SG/MG: Wed Sat Sun, MG also the first Tuesday; TT: Mon Thu), latest first. */
function expectedCalendar(loc: 'SG' | 'MG' | 'TT', today: string) {
  const drawDays = daysBetween(addDays(today, -56), addDays(today, 28)).filter((date) => {
    const weekday = weekdayOf(date);
    if (loc === 'TT') return weekday === 1 || weekday === 4;
    return [0, 3, 6].includes(weekday) || (loc === 'MG' && weekday === 2 && dayOfMonth(date) <= 7);
  });
  // Settled by the seed: every past draw but the latest, which awaits its result (seedResults.ts).
  const latestPast = drawDays.filter((date) => date < today).at(-1)!;
  return drawDays.reverse().map((DrawDate) => ({ DrawDate, IsFinalised: DrawDate < latestPast }));
}

const withoutIds = (draws: DrawDate[]) => draws.map(({ DrawDate, IsFinalised }) => ({ DrawDate, IsFinalised }));

describe('GET {4d|tt}/draw/dateAll', () => {
  const dateAll = async (prefix: string, loc: string, user: Account = 'admin') =>
    successData(await get(`/api/v1/${prefix}/draw/dateAll?LocId=${loc}`, user), DrawDatesSchema);

  it('answers each location its calendar, 8 weeks back to 4 weeks ahead of the seed day, past draws finalised', async () => {
    const today = operatorDay(seededAt);
    for (const loc of ['SG', 'MG', 'TT'] as const) {
      const draws = await dateAll(loc === 'TT' ? 'tt' : '4d', loc);
      expect(withoutIds(draws), loc).toEqual(expectedCalendar(loc, today));
      expect(new Set(draws.map((d) => d.DrawId)).size).toBe(draws.length);
      expect(draws.every((d) => Number.isInteger(d.DrawId) && d.DrawId > 0)).toBe(true);
    }
  });

  it('draws on the spec days only: SG Wed Sat Sun; MG the same and the first Tuesday of a month; TT Mon Thu', async () => {
    const weekdays = async (loc: string) => new Set((await dateAll(loc === 'TT' ? 'tt' : '4d', loc)).map((d) => weekdayOf(d.DrawDate)));
    expect([...(await weekdays('SG'))].sort()).toEqual([0, 3, 6]);
    expect([...(await weekdays('TT'))].sort()).toEqual([1, 4]);
    const mg = await dateAll('4d', 'MG');
    const tuesdays = mg.filter((d) => weekdayOf(d.DrawDate) === 2);
    // 12 weeks always hold at least two first Tuesdays.
    expect(tuesdays.length).toBeGreaterThanOrEqual(2);
    for (const draw of tuesdays) expect(dayOfMonth(draw.DrawDate), draw.DrawDate).toBeLessThanOrEqual(7);
    const sgDates = new Set((await dateAll('4d', 'SG')).map((d) => d.DrawDate));
    expect(mg.filter((d) => weekdayOf(d.DrawDate) !== 2).every((d) => sgDates.has(d.DrawDate))).toBe(true);
  });

  it('answers every user who works at the location the same calendar', async () => {
    expect(await dateAll('4d', 'SG', 'member1')).toEqual(await dateAll('4d', 'SG', 'admin'));
    expect(await dateAll('tt', 'TT', 'ttagent')).toEqual(await dateAll('tt', 'TT', 'admin'));
  });

  it('answers 400 to a missing or malformed LocId, 401 without a token', async () => {
    for (const query of ['', '?LocId=', '?LocId=tt', '?LocId=SG&LocId=TT', "?LocId=T'"]) {
      for (const prefix of ['4d', 'tt']) await badRequest(`/api/v1/${prefix}/draw/dateAll${query}`);
    }
    expect(await errorEnvelope(await get('/api/v1/tt/draw/dateAll?LocId=TT'), 401)).toEqual(SESSION_ERROR);
  });
});

// ------------------------------------------------------------------------------------------------
// Settings

describe('GET settings', () => {
  it('gives both app download links (no files are served)', async () => {
    const settings = await successData(await get('/api/v1/settings?LocId=SG', 'agent1'), SettingsSchema);
    expect(settings.mobileAppData).toEqual({ downloadUrl: '/downloads/app.apk', iosDownloadUrl: '/downloads/app.mobileconfig' });
  });
});

// ------------------------------------------------------------------------------------------------
// Seeding: a fixed clock, and a database of the earlier version

/** Wednesday 5 March 2025, 18:00 in GMT+8. */
const FIXED_NOW = Date.parse('2025-03-05T10:00:00Z');

async function drawsIn(db: Database, loc: string) {
  const { rows } = await db.query<{ draw_id: number; draw_date: string; special: boolean; is_finalised: boolean }>(
    `select draw_id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, special, is_finalised from draws where loc_id = $1 order by draw_date`,
    [loc],
  );
  return rows;
}

const count = async (db: Database, sql: string) => (await db.query<{ count: number }>(sql)).rows[0]!.count;

describe('seeding the signed-in area', () => {
  it('builds the draw calendars around the server clock, and extends them on a later start', async () => {
    const scratch = await openScratchDatabase();
    const { db } = scratch;
    try {
      await migrate(db);
      expect(await seed(db, () => FIXED_NOW)).toBe(true);

      const sg = await drawsIn(db, 'SG');
      expect(sg[0]!.draw_date).toBe('2025-01-08'); // 8 weeks before, a Wednesday
      expect(sg.at(-1)!.draw_date).toBe('2025-04-02'); // 4 weeks after
      expect(sg).toHaveLength(37);
      expect(sg.filter((d) => d.is_finalised)).toHaveLength(23);
      // The day of the seed is not finalised yet; the latest past draw awaits its result; the one before is settled.
      expect(sg.find((d) => d.draw_date === '2025-03-05')!.is_finalised).toBe(false);
      expect(sg.find((d) => d.draw_date === '2025-03-02')!.is_finalised).toBe(false);
      expect(sg.find((d) => d.draw_date === '2025-03-01')!.is_finalised).toBe(true);

      const mg = await drawsIn(db, 'MG');
      expect(mg.filter((d) => d.special).map((d) => d.draw_date)).toEqual(['2025-02-04', '2025-03-04', '2025-04-01']);
      expect(mg).toHaveLength(40);
      const tt = await drawsIn(db, 'TT');
      expect(tt).toHaveLength(24);
      expect(tt[0]!.draw_date).toBe('2025-01-09');
      expect(tt.every((d) => [1, 4].includes(weekdayOf(d.draw_date)))).toBe(true);

      // A week later: new draws ahead, the existing draws keep their ids. The week that passed is not
      // finalised by its date: only its settlement (result insertion) finalises a draw.
      expect(await seedSignedInArea(db, FIXED_NOW + 7 * DAY_MS)).toEqual([]);
      const later = await drawsIn(db, 'SG');
      expect(later.map((d) => d.draw_date).slice(-3)).toEqual(['2025-04-05', '2025-04-06', '2025-04-09']);
      expect(later).toHaveLength(40);
      expect(later.slice(0, 37).map((d) => d.draw_id)).toEqual(sg.map((d) => d.draw_id));
      expect(later.filter((d) => d.is_finalised).map((d) => d.draw_date).slice(-3)).toEqual(['2025-02-23', '2025-02-26', '2025-03-01']);
      expect(later.find((d) => d.draw_date === '2025-03-05')!.is_finalised).toBe(false);
      expect(later.find((d) => d.draw_date === '2025-03-12')!.is_finalised).toBe(false);

      // The same day again changes nothing.
      const total = await count(db, 'select count(*)::int as count from draws');
      await seedSignedInArea(db, FIXED_NOW + 7 * DAY_MS);
      expect(await count(db, 'select count(*)::int as count from draws')).toBe(total);
    } finally {
      await scratch.close();
    }
  }, 120_000);

  it('fills a database created by the earlier version, once, keeping what it had', async () => {
    const scratch = await openScratchDatabase();
    const { db } = scratch;
    try {
      // The earlier version: migrations 0001 and 0002, then its seed.
      for (const file of ['0001_init.sql', '0002_sessions_captcha.sql']) {
        await db.exec(readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), 'utf8'));
      }
      await db.exec(`create table schema_migrations (id text primary key, applied_at timestamptz not null default now());
        insert into schema_migrations (id) values ('0001_init.sql'), ('0002_sessions_captcha.sql')`);
      // Its seed wrote the same accounts into its columns (dollars and fractions, before migration 0014):
      // today's seed writes them into cents and basis points, copied back into the old columns here.
      await db.exec('alter table users add column t_share_bp integer, add column credit_cents bigint, add column acc_bal_cents bigint');
      expect(await seedDemoAccounts(db)).toBe(true);
      await db.exec(`update users set t_share = t_share_bp / 10000.0, credit = credit_cents / 100.0, acc_bal = acc_bal_cents / 100.0;
        alter table users drop column t_share_bp, drop column credit_cents, drop column acc_bal_cents`);
      await db.query(`update users set update_password = false, credit = 1234.56 where user_id = 'newuser'`);
      const { rows: before } = await db.query<{ user_id: string; password_hash: string }>('select user_id, password_hash from users order by user_id');

      // This version starts: the migrations, then the seed (which leaves the first seed alone).
      expect(await migrate(db)).toContain('0003_signed_in_area.sql');
      expect(await seed(db, () => FIXED_NOW)).toBe(false);

      const { rows: users } = await db.query<{ user_id: string; password_hash: string; granted: string[]; update_password: boolean; credit_cents: number }>(
        'select user_id, password_hash, granted, update_password, credit_cents from users order by user_id',
      );
      expect(users.map((u) => u.user_id)).toEqual([...ACCOUNTS].sort());
      // The five accounts keep their passwords; their own changes (must-change flag, credit) stay.
      for (const old of before) expect(users.find((u) => u.user_id === old.user_id)!.password_hash).toBe(old.password_hash);
      const newuser = users.find((u) => u.user_id === 'newuser')!;
      expect([newuser.update_password, Number(newuser.credit_cents)]).toEqual([false, 123456]);
      expect(users.find((u) => u.user_id === 'agent1')!.granted).toEqual(withAttributes('BetEntry', 'Report', 'DrawSetting'));

      expect(await count(db, 'select count(*)::int as count from announcements')).toBe(8);
      expect(await count(db, 'select count(*)::int as count from sms_settings')).toBe(3);
      expect(await count(db, 'select count(*)::int as count from draws')).toBe(37 + 40 + 24);
      const { rows: settings } = await db.query<{ value: unknown }>(`select value from settings where key = 'mobileAppData'`);
      expect(settings[0]!.value).toEqual({ downloadUrl: '/downloads/app.apk', iosDownloadUrl: '/downloads/app.mobileconfig' });

      // Every step is applied once: what an operator deletes afterwards stays deleted.
      await db.query(`delete from announcements where content like '%Fixed bets can be changed%'`);
      await db.query(`update users set granted = '{}' where user_id = 'agent1'`);
      expect(await seedSignedInArea(db, FIXED_NOW)).toEqual([]);
      expect(await count(db, 'select count(*)::int as count from announcements')).toBe(7);
      expect(await count(db, `select count(*)::int as count from users where user_id = 'agent1' and granted = '{}'`)).toBe(1);
    } finally {
      await scratch.close();
    }
  }, 120_000);
});

describe('the whole conversation', () => {
  it('had no 5xx answer in this file', () => {
    expect(server.exchanges.filter((e) => e.status >= 500)).toEqual([]);
  });
});
