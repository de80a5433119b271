import type { Database } from './database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { withEveryAttribute } from '../permissions/grants.ts';
import { seedSignedInArea } from './seedSignedInArea.ts';
import { seedDemoTickets } from './seedTickets.ts';
import { seedDemoResults } from './seedResults.ts';
import { postOpeningBalances } from '../ledger/openingBalances.ts';
import { seedDemoPayments } from './seedPayments.ts';
import { seedDemoSms } from './seedSms.ts';

export const DEMO_PASSWORD = 'Demo@1234';

interface DemoAccount {
  userId: string;
  role: 'ADMIN' | 'AG' | 'MEM';
  parentId: string | null;
  rank: number;
  granted: string[];
  locations: string[];
  flags: Partial<Record<'enable_create_agent' | 'enable_create_downline' | 'enable_upload' | 'update_password', boolean>>;
  tShare?: number;
  credit: number;
  accBal: number;
  summary: string;
}

/** The demo accounts the README lists; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userId: 'admin', role: 'ADMIN', parentId: null, rank: 0, granted: ['*'], locations: ['SG', 'MG', 'TT'],
    flags: { enable_create_agent: true, enable_create_downline: true, enable_upload: true },
    tShare: 1, credit: 1_000_000, accBal: 250_000, summary: 'admin, every permission, SG MG TT',
  },
  {
    userId: 'agent1', role: 'AG', parentId: 'admin', rank: 1, granted: ['BetEntry', 'Report'], locations: ['SG', 'MG'],
    flags: { enable_create_downline: true, enable_upload: true },
    credit: 100_000, accBal: 12_500.5, summary: 'agent, SG MG, may create downline',
  },
  {
    userId: 'member1', role: 'MEM', parentId: 'agent1', rank: 2, granted: [], locations: ['SG'],
    flags: {}, credit: 20_000, accBal: 250.75, summary: 'member (player), SG',
  },
  {
    userId: 'ttagent', role: 'AG', parentId: 'admin', rank: 1, granted: ['BetEntry', 'Report'], locations: ['TT'],
    flags: { enable_create_downline: true }, tShare: 0.5,
    credit: 20_000, accBal: 3_000, summary: 'agent, TT only',
  },
  {
    userId: 'newuser', role: 'MEM', parentId: 'agent1', rank: 2, granted: [], locations: ['SG'],
    flags: { update_password: true }, credit: 500, accBal: 0,
    summary: 'member who must change the password at the next sign-in',
  },
];

const LOCATIONS = [
  { id: 'SG', name: 'Singapore', sort: 1, left: 'sg-left', top: null, tbl1: '#F4F8FB', tbl2: '#E6EEF5' },
  { id: 'MG', name: 'Malaysia', sort: 2, left: 'mg-left', top: null, tbl1: '#FBF7EE', tbl2: '#F3EAD3' },
  { id: 'TT', name: 'TOTO', sort: 3, left: 'tt-left', top: null, tbl1: '#F1FAF3', tbl2: '#DDF1E2' },
];

const ANNOUNCEMENTS = [
  { loc: 'SG', popUp: 'Y', color: '#FFF4D6', content: '<p><strong>Welcome!</strong> Draws this week: Wed, Sat and Sun at 6:30 pm.</p>' },
  { loc: 'SG', popUp: 'Y', color: '#E8F4FF', content: '<p>Bet cut-off is 6:00 pm on draw days.</p>' },
  { loc: 'SG', popUp: 'N', color: null, content: '<p>SMS betting is open from 9:00 am to 6:00 pm.</p>' },
  { loc: 'MG', popUp: 'N', color: null, content: '<p>Special Tuesday draw this week (9M).</p>' },
  { loc: 'TT', popUp: 'N', color: null, content: '<p>TOTO draws every Monday and Thursday.</p>' },
];

/**
 * Seeds the demo data on every start: an empty database gets the first seed (seedDemoAccounts), then
 * the signed-in area's data it does not have yet is added (seedSignedInArea), so databases created
 * by an earlier version are filled too. Answers whether the first seed ran (the database was empty).
 */
export async function seed(db: Database, now: () => number = Date.now): Promise<boolean> {
  const seeded = await seedDemoAccounts(db);
  await seedSignedInArea(db, now());
  await postOpeningBalances(db);
  // After the draw calendar exists (seedSignedInArea extends it): the tickets are placed on its draws.
  await seedDemoTickets(db, now());
  // After the tickets: past draws get results and are settled (a draw is finalised by its settlement).
  await seedDemoResults(db, now());
  // After the settlement: a week of payments between each user and its upline (the ledger's statements).
  await seedDemoPayments(db, now());
  // After the users: SMS agents, member1's mobile and its subscriptions (issue 23).
  await seedDemoSms(db, now());
  return seeded;
}

/** Seeds demo data once: a database that already has users is left alone. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from users');
  if ((rows[0]?.count ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const l of LOCATIONS) {
      await tx.query(
        `insert into locations (loc_id, name, sort_order, vip_left_css, vip_top_bg_image, color_tbl01, color_tbl02)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [l.id, l.name, l.sort, l.left, l.top, l.tbl1, l.tbl2],
      );
    }
    for (const a of DEMO_ACCOUNTS) {
      await tx.query(
        `insert into users (user_id, password_hash, role, parent_id, rank, granted, loc_id,
           enable_create_agent, enable_create_downline, enable_upload, update_password, t_share_bp, credit_cents, acc_bal_cents)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, round($12::numeric * 10000), round($13::numeric * 100), round($14::numeric * 100))`,
        [
          a.userId, passwordHash, a.role, a.parentId, a.rank, withEveryAttribute(a.granted), a.locations[0],
          a.flags.enable_create_agent ?? false, a.flags.enable_create_downline ?? false,
          a.flags.enable_upload ?? false, a.flags.update_password ?? false, a.tShare ?? 0, a.credit, a.accBal,
        ],
      );
      for (const loc of a.locations) {
        await tx.query('insert into user_locations (user_id, loc_id) values ($1, $2)', [a.userId, loc]);
      }
    }
    await tx.query(`insert into settings (key, value) values ('mobileAppData', $1)`, [
      JSON.stringify({ downloadUrl: '/downloads/app.apk', iosDownloadUrl: null }),
    ]);
    for (const n of ANNOUNCEMENTS) {
      await tx.query('insert into announcements (loc_id, content, color, pop_up) values ($1, $2, $3, $4)', [
        n.loc, n.content, n.color, n.popUp,
      ]);
    }
  });
  return true;
}
