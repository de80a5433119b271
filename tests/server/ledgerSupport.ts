/** Helpers of the ledger server tests: users of a test branch, and their figures read straight from the tables. */
import type { Queryable } from '../../server/db/database.ts';

export interface BranchUser {
  userId: string;
  parentId: string;
  role: 'AG' | 'MEM';
  creditCents: number;
  tShareBp?: number;
  commissionBp?: number;
  taxBp?: number;
}

/**
 * Adds users to the seeded tree, each a copy of member1 (its password, so they sign in with the demo
 * password; its flags and locations) with its own place, credit, share and rates, AccBal 0 and no
 * open stakes.
 */
export async function addBranchUsers(db: Queryable, users: readonly BranchUser[]): Promise<void> {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'users' and table_schema = current_schema()`,
  );
  const overridden: Record<string, string> = {
    user_id: '$1', parent_id: '$2', role: '$3', credit_cents: '$4', t_share_bp: '$5', commission_bp: '$6', tax_bp: '$7',
    tt_commission_bp: '$6', acc_bal_cents: '0', open_stake_cents: '0', rank: `(select rank + 1 from users where user_id = $2)`,
  };
  const columns = rows.map((r) => r.column_name);
  for (const u of users) {
    await db.query(
      `insert into users (${columns.join(', ')}) select ${columns.map((c) => overridden[c] ?? c).join(', ')} from users where user_id = 'member1'`,
      [u.userId, u.parentId, u.role, u.creditCents, u.tShareBp ?? 0, u.commissionBp ?? 0, u.taxBp ?? 0],
    );
    await db.query(`insert into user_locations (user_id, loc_id) select $1, loc_id from user_locations where user_id = 'member1'`, [u.userId]);
  }
}

export interface StoredFigures {
  creditCents: number;
  accBalCents: number;
  openStakeCents: number;
}

export async function storedFigures(db: Queryable, userId: string): Promise<StoredFigures> {
  const { rows } = await db.query<{ credit_cents: number; acc_bal_cents: number; open_stake_cents: number }>(
    'select credit_cents::float8 as credit_cents, acc_bal_cents::float8 as acc_bal_cents, open_stake_cents::float8 as open_stake_cents from users where user_id = $1',
    [userId],
  );
  const row = rows[0]!;
  return { creditCents: row.credit_cents, accBalCents: row.acc_bal_cents, openStakeCents: row.open_stake_cents };
}

/** Credit Left as DOMAIN.md defines it, from figures. */
export const creditLeftOf = (f: StoredFigures) => f.creditCents - f.openStakeCents + Math.min(f.accBalCents, 0);
