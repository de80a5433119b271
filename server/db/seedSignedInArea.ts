import type { Database, Queryable } from './database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { withEveryAttribute } from '../permissions/grants.ts';
import { timestamp } from './timestamp.ts';
import { seedDemoGateways } from './seedGateways.ts';
import { operatorDay } from '../../domain/operatorTime.ts';
import { figuresOfTable } from '../../domain/settlement/payRateRows.ts';
import { PUBLISHED_PAY_RATES } from '../../domain/settlement/publishedTables.ts';

/**
 * Demo data of the signed-in area (spec 02), on top of the first seed (seed.ts). It runs on every
 * start, after the migrations, so databases created by an earlier version are filled too:
 *
 * - each named step in STEPS is applied once (recorded in seed_steps), so later edits of the data
 *   (an announcement deleted, a permission changed) are not undone by the next start;
 * - the draw calendars are extended on every start to 8 weeks before and 4 weeks after the day of
 *   the server clock `now` (a draw is finalised by its settlement, server/settlement/, not by its date).
 *
 * Everything runs in one transaction behind an advisory lock, so instances starting together
 * against one PostgreSQL server do not race.
 */

/** The demo password (seed.ts DEMO_PASSWORD; not imported, as seed.ts imports this file). */
const DEMO_PASSWORD = 'Demo@1234';
// Any constant works; distinct from the migration lock.
const SEED_LOCK_ID = 4_173_003;

const DAY_MS = 24 * 60 * 60 * 1000;
export const CALENDAR_DAYS_BEFORE = 8 * 7;
export const CALENDAR_DAYS_AFTER = 4 * 7;

/** Locations and their themes: distinct table colours and left-menu classes; no top images shipped. */
export const LOCATIONS = [
  { id: 'SG', name: 'Singapore', sort: 1, left: 'sg-left', top: null, tbl1: '#F4F8FB', tbl2: '#E6EEF5' },
  { id: 'MG', name: 'Malaysia', sort: 2, left: 'mg-left', top: null, tbl1: '#FBF7EE', tbl2: '#F3EAD3' },
  { id: 'TT', name: 'TOTO', sort: 3, left: 'tt-left', top: null, tbl1: '#F1FAF3', tbl2: '#DDF1E2' },
] as const;

type Role = 'ADMIN' | 'AG' | 'MEM';

export interface SignedInAreaUser {
  userId: string;
  role: Role;
  parentId: string | null;
  rank: number;
  granted: string[];
  /** The first is the home location. */
  locations: string[];
  enableCreateAgent: boolean;
  enableCreateDownline: boolean;
  enablePlaceBet: boolean;
  enableUpload: boolean;
  disablePlaceBetAndFixedBet: boolean;
  useMgStrikeReport: boolean;
  tShare: number;
  credit: number;
  accBal: number;
}

type UserFields = Pick<SignedInAreaUser, 'userId' | 'role' | 'parentId' | 'rank' | 'locations'> & Partial<SignedInAreaUser>;
const user = (fields: UserFields): SignedInAreaUser => ({
  granted: [],
  credit: 0,
  accBal: 0,
  enableCreateAgent: false,
  enableCreateDownline: false,
  enablePlaceBet: true,
  enableUpload: false,
  disablePlaceBetAndFixedBet: false,
  useMgStrikeReport: false,
  tShare: 0,
  ...fields,
});

/**
 * The profiles of the five demo accounts of the first seed, as the signed-in area's menu rules
 * expect them. Only the profile is written: their passwords, must-change flags and credit figures
 * (seed.ts) are left as they are.
 */
export const DEMO_PROFILES: SignedInAreaUser[] = [
  user({
    userId: 'admin', role: 'ADMIN', parentId: null, rank: 0, granted: ['*'], locations: ['SG', 'MG', 'TT'],
    enableCreateAgent: true, enableCreateDownline: true, enableUpload: true, tShare: 1,
  }),
  user({
    userId: 'agent1', role: 'AG', parentId: 'admin', rank: 1, granted: ['BetEntry', 'Report', 'DrawSetting'], locations: ['SG', 'MG'],
    enableCreateDownline: true, enableUpload: true,
  }),
  user({ userId: 'member1', role: 'MEM', parentId: 'agent1', rank: 2, locations: ['SG'] }),
  user({
    userId: 'ttagent', role: 'AG', parentId: 'admin', rank: 1, granted: ['BetEntry', 'Report'], locations: ['TT'],
    enableCreateDownline: true, tShare: 0.5,
  }),
  user({ userId: 'newuser', role: 'MEM', parentId: 'agent1', rank: 2, locations: ['SG'] }),
];

/**
 * Further users for downline checks and menus (password Demo@1234, no forced change):
 *
 *     admin
 *     ├── agent1 ── member1, newuser, member2
 *     ├── ttagent
 *     └── agent2 ── member3
 *                └─ agent3 ── member4
 *
 * Listed parents first. Each upline's Credit covers its direct downlines' Credit.
 */
export const EXTRA_USERS: SignedInAreaUser[] = [
  user({ userId: 'member2', role: 'MEM', parentId: 'agent1', rank: 2, locations: ['SG'], credit: 15_000, accBal: 615.4 }),
  user({
    userId: 'agent2', role: 'AG', parentId: 'admin', rank: 1, granted: ['BetEntry', 'Report', 'FixedSetting', 'OutSet'],
    locations: ['SG', 'MG'], enableCreateAgent: true, enableCreateDownline: true, enableUpload: true, useMgStrikeReport: true,
    tShare: 0.3, credit: 80_000, accBal: 7_845.25,
  }),
  user({
    userId: 'member3', role: 'MEM', parentId: 'agent2', rank: 2, locations: ['SG'], disablePlaceBetAndFixedBet: true,
    credit: 12_000, accBal: 1_212.8,
  }),
  user({
    userId: 'agent3', role: 'AG', parentId: 'agent2', rank: 2, granted: ['Report'], locations: ['MG'], enableCreateDownline: true,
    credit: 30_000, accBal: 1_960.35,
  }),
  user({ userId: 'member4', role: 'MEM', parentId: 'agent3', rank: 3, locations: ['MG'], credit: 15_000, accBal: 126.5 }),
];

export const SMS_SETTINGS = [
  { loc: 'SG', number: '6580001234', bot: 'https://t.me/Draw4DBot', helpdesk: '6560004321' },
  { loc: 'MG', number: '60123004567', bot: 'https://t.me/Draw4DBot', helpdesk: '60320004321' },
  { loc: 'TT', number: '6580005678', bot: 'https://t.me/DrawTotoBot', helpdesk: '6560008765' },
].map((s) => ({ ...s, open: '09:00', close: '18:30', days: 'Mon-Sun' }));

/**
 * Announcements added to the first seed's (which has SG: 2 pop-up and 1 listed; MG and TT: 1 listed
 * each), giving SG 2 pop-up and 2 listed, MG and TT 1 of each. Demo data only: markup that must be
 * sanitised (written past the server's sanitiser) is test data, written by the tests that prove the
 * client's sanitiser (tests/e2e/home.spec.ts, tests/server/signedInArea.test.ts).
 */
const ANNOUNCEMENTS = [
  { loc: 'SG', popUp: 'N', color: '#EEF7EE', content: '<p>Fixed bets can be changed until the cut-off of each draw.</p>' },
  { loc: 'MG', popUp: 'Y', color: '#FFF4D6', content: '<p><strong>Malaysia:</strong> bet cut-off is 6:00 pm on draw days (Wed, Sat, Sun and the 9M Tuesday).</p>' },
  { loc: 'TT', popUp: 'Y', color: '#E8F4FF', content: '<p><strong>TOTO:</strong> bet cut-off is 6:00 pm on Monday and Thursday.</p>' },
];

/** Texts of the first seed corrected to the data: the SMS setting's hours, the MG calendar. */
const CORRECTIONS = [
  ['<p>SMS betting is open from 9:00 am to 6:00 pm.</p>', '<p>SMS betting is open every day from 9:00 am to 6:30 pm.</p>'],
  ['<p>Special Tuesday draw this week (9M).</p>', '<p>Special Tuesday draw (9M) on the first Tuesday of every month.</p>'],
] as const;

async function upsertUser(tx: Queryable, u: SignedInAreaUser, passwordHash: string | null) {
  const values = [
    u.userId, u.role, u.parentId, u.rank, withEveryAttribute(u.granted), u.locations[0], u.enableCreateAgent, u.enableCreateDownline,
    u.enablePlaceBet, u.enableUpload, u.disablePlaceBetAndFixedBet, u.useMgStrikeReport, u.tShare, u.credit, u.accBal,
  ];
  if (passwordHash) {
    // A new user; an existing user of that id is left alone. The parent must exist.
    const { rows } = await tx.query(
      `insert into users (user_id, role, parent_id, rank, granted, loc_id, enable_create_agent, enable_create_downline,
         enable_place_bet, enable_upload, disable_place_bet_and_fixed_bet, use_mg_strike_report, t_share_bp, credit_cents, acc_bal_cents,
         password_hash, update_password)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, round($13::numeric * 10000), round($14::numeric * 100), round($15::numeric * 100), $16, false
       where $3::text is null or exists (select 1 from users where user_id = $3)
       on conflict (user_id) do nothing
       returning user_id`,
      [...values, passwordHash],
    );
    if (rows.length === 0) return;
  } else {
    // A demo account of the first seed: its profile, not its password, credit or must-change flag.
    const { rows } = await tx.query(
      `update users set role = $2, parent_id = $3, rank = $4, granted = $5, loc_id = $6, enable_create_agent = $7,
         enable_create_downline = $8, enable_place_bet = $9, enable_upload = $10, disable_place_bet_and_fixed_bet = $11,
         use_mg_strike_report = $12, t_share_bp = round($13::numeric * 10000)
       where user_id = $1 and ($3::text is null or exists (select 1 from users where user_id = $3))
       returning user_id`,
      values.slice(0, 13),
    );
    if (rows.length === 0) return;
  }
  for (const loc of u.locations) {
    await tx.query('insert into user_locations (user_id, loc_id) values ($1, $2) on conflict do nothing', [u.userId, loc]);
  }
}

/** Named steps, each applied once. Add new ones at the end; never rename one that has shipped. */
const STEPS: { id: string; apply: (tx: Queryable) => Promise<void> }[] = [
  {
    id: 'signedInArea.locations',
    apply: async (tx) => {
      for (const l of LOCATIONS) {
        await tx.query(
          `insert into locations (loc_id, name, sort_order, vip_left_css, vip_top_bg_image, color_tbl01, color_tbl02)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (loc_id) do nothing`,
          [l.id, l.name, l.sort, l.left, l.top, l.tbl1, l.tbl2],
        );
      }
    },
  },
  {
    id: 'signedInArea.users',
    apply: async (tx) => {
      for (const u of DEMO_PROFILES) await upsertUser(tx, u, null);
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      for (const u of EXTRA_USERS) await upsertUser(tx, u, passwordHash);
    },
  },
  {
    id: 'signedInArea.smsSettings',
    apply: async (tx) => {
      for (const s of SMS_SETTINGS) {
        await tx.query(
          `insert into sms_settings (loc_id, sms_number, telegram_bot, sms_helpdesk, open_time, close_time, open_day)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (loc_id) do nothing`,
          [s.loc, s.number, s.bot, s.helpdesk, s.open, s.close, s.days],
        );
      }
    },
  },
  {
    id: 'signedInArea.announcements',
    apply: async (tx) => {
      for (const [was, is] of CORRECTIONS) await tx.query('update announcements set content = $2 where content = $1', [was, is]);
      for (const n of ANNOUNCEMENTS) {
        await tx.query('insert into announcements (loc_id, content, color, pop_up) values ($1, $2, $3, $4)', [
          n.loc, n.content, n.color, n.popUp,
        ]);
      }
    },
  },
  {
    id: 'signedInArea.mobileAppData',
    apply: async (tx) => {
      const links = { downloadUrl: '/downloads/app.apk', iosDownloadUrl: '/downloads/app.mobileconfig' };
      await tx.query(
        `insert into settings (key, value) values ('mobileAppData', $1)
         on conflict (key) do update set value = settings.value || jsonb_build_object(
           'downloadUrl', coalesce(settings.value->>'downloadUrl', $2),
           'iosDownloadUrl', coalesce(settings.value->>'iosDownloadUrl', $3))`,
        [JSON.stringify(links), links.downloadUrl, links.iosDownloadUrl],
      );
    },
  },
  {
    // The published tables (design/DOMAIN.md) as each location's default, in force since long before any ticket.
    id: 'drawEngine.defaultPayRates',
    apply: async (tx) => {
      for (const [locId, table] of Object.entries(PUBLISHED_PAY_RATES)) {
        const figures = figuresOfTable(table);
        await tx.query(
          `insert into pay_rates (loc_id, user_id, kind, variant, prize, stake, per_unit, valid_from, set_by)
           select $1, null, f.kind, f.variant, f.prize, f.stake, f.per_unit, '2000-01-01T00:00:00Z', null
           from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) as f (kind, variant, prize, stake, per_unit)
           where exists (select 1 from locations l where l.loc_id = $1)
           on conflict do nothing`,
          [
            locId,
            figures.map((f) => f.kind),
            figures.map((f) => f.variant),
            figures.map((f) => f.prize),
            figures.map((f) => f.stake),
            figures.map((f) => f.perUnit),
          ],
        );
      }
    },
  },
  {
    // Commission on turnover in basis points (DOMAIN.md): a downline's rate never exceeds its upline's.
    id: 'drawEngine.commissionRates',
    apply: async (tx) => {
      await tx.query(
        `update users u set commission_bp = r.commission_bp, tt_commission_bp = r.tt_commission_bp, tax_bp = r.tax_bp
         from unnest($1::text[], $2::int[], $3::int[], $4::int[]) as r (user_id, commission_bp, tt_commission_bp, tax_bp)
         where u.user_id = r.user_id`,
        [
          DEMO_COMMISSIONS.map((c) => c.userId),
          DEMO_COMMISSIONS.map((c) => c.commissionBp),
          DEMO_COMMISSIONS.map((c) => c.ttCommissionBp),
          DEMO_COMMISSIONS.map((c) => c.taxBp),
        ],
      );
    },
  },
  // Issue 23: the demo SMS and bot gateways, pointing at the local gateway peer.
  { id: 'messaging.gateways', apply: (tx) => seedDemoGateways(tx) },
];

/** Demo commission and tax rates (basis points): the company 20 %, agents 10-15 %, members 5-8 %. */
const DEMO_COMMISSIONS = [
  { userId: 'admin', commissionBp: 2000, ttCommissionBp: 2000, taxBp: 0 },
  { userId: 'agent1', commissionBp: 1500, ttCommissionBp: 1200, taxBp: 50 },
  { userId: 'agent2', commissionBp: 1200, ttCommissionBp: 1000, taxBp: 0 },
  { userId: 'agent3', commissionBp: 1000, ttCommissionBp: 800, taxBp: 0 },
  { userId: 'ttagent', commissionBp: 1000, ttCommissionBp: 1500, taxBp: 100 },
  { userId: 'member1', commissionBp: 800, ttCommissionBp: 500, taxBp: 0 },
  { userId: 'member2', commissionBp: 500, ttCommissionBp: 500, taxBp: 0 },
  { userId: 'member3', commissionBp: 600, ttCommissionBp: 500, taxBp: 0 },
  { userId: 'member4', commissionBp: 500, ttCommissionBp: 500, taxBp: 0 },
  { userId: 'newuser', commissionBp: 500, ttCommissionBp: 500, taxBp: 0 },
];

export interface PlannedDraw {
  locId: string;
  date: string;
  special: boolean;
}

/**
 * The draws of the calendar window around `now` (spec 02 §5 day codes): SG and MG on Wednesday,
 * Saturday and Sunday; MG also on the first Tuesday of each month (the special 9M draw); TT on
 * Monday and Thursday.
 */
export function plannedDraws(now: number): PlannedDraw[] {
  const today = Date.parse(`${operatorDay(now)}T00:00:00Z`);
  const draws: PlannedDraw[] = [];
  for (let offset = -CALENDAR_DAYS_BEFORE; offset <= CALENDAR_DAYS_AFTER; offset += 1) {
    const day = new Date(today + offset * DAY_MS);
    const date = day.toISOString().slice(0, 10);
    const weekday = day.getUTCDay(); // 0 Sunday … 6 Saturday
    const regular4d = weekday === 3 || weekday === 6 || weekday === 0;
    if (regular4d) draws.push({ locId: 'SG', date, special: false }, { locId: 'MG', date, special: false });
    if (weekday === 2 && day.getUTCDate() <= 7) draws.push({ locId: 'MG', date, special: true });
    if (weekday === 1 || weekday === 4) draws.push({ locId: 'TT', date, special: false });
  }
  return draws;
}

/**
 * Each location's draw days, draw time and cut-off (design/DOMAIN.md: SG Wed/Sat/Sun 18:30, sales
 * close 18:00; MG the same days at 19:00, closing 18:30 (decision); TT Mon/Thu 18:30, closing 18:00).
 * Written once: an operator's later change is kept.
 */
async function ensureDrawSettings(tx: Queryable) {
  await tx.query(
    `insert into draw_settings (loc_id, draw_days, draw_time, cut_off_time)
     select s.loc_id, string_to_array(s.days, ','), s.draw_time, s.cut_off_time
     from (values ('SG', 'Wed,Sat,Sun', '18:30', '18:00'), ('MG', 'Wed,Sat,Sun', '19:00', '18:30'), ('TT', 'Mon,Thu', '18:30', '18:00'))
       as s (loc_id, days, draw_time, cut_off_time)
     where exists (select 1 from locations l where l.loc_id = s.loc_id)
     on conflict (loc_id) do nothing`,
  );
}

async function extendDrawCalendar(tx: Queryable, now: number) {
  await ensureDrawSettings(tx);
  const draws = plannedDraws(now);
  await tx.query(
    `insert into draws (loc_id, draw_date, special, is_finalised, created_at, draw_at, closes_at)
     select d.loc_id, d.draw_date, d.special, false, $4::timestamptz,
       (to_char(d.draw_date, 'YYYY-MM-DD') || ' ' || s.draw_time || '+08')::timestamptz,
       (to_char(d.draw_date, 'YYYY-MM-DD') || ' ' || s.cut_off_time || '+08')::timestamptz
     from unnest($1::text[], $2::date[], $3::boolean[]) as d (loc_id, draw_date, special)
       join draw_settings s on s.loc_id = d.loc_id
     order by d.draw_date, d.loc_id
     on conflict (loc_id, draw_date) do nothing`,
    [draws.map((d) => d.locId), draws.map((d) => d.date), draws.map((d) => d.special), timestamp(now)],
  );
}

/** Applies the steps not yet applied and extends the draw calendars; answers the steps applied now. */
export async function seedSignedInArea(db: Database, now: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const applied: string[] = [];
    for (const step of STEPS) {
      const { rows } = await tx.query(
        'insert into seed_steps (step_id, applied_at) values ($1, $2::timestamptz) on conflict do nothing returning step_id',
        [step.id, timestamp(now)],
      );
      if (rows.length === 0) continue;
      await step.apply(tx);
      applied.push(step.id);
    }
    await extendDrawCalendar(tx, now);
    return applied;
  });
}
