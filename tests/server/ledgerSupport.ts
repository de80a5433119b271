/** Helpers of the ledger server tests: users of a test branch, and their figures read straight from the tables. */
import type { Queryable } from '../../server/db/database.ts';
import { expandEntries } from '../../domain/bets/expandEntries.ts';
import type { BetType, TotoForm } from '../../domain/bets/index.ts';
import { drawStakeCents } from '../../domain/settlement/index.ts';

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
    // A number and a bot chat belong to one user: the copies have none.
    mobile: 'null', bot_chat_id: 'null',
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

/**
 * The menu's three figures (dollars) as DOMAIN.md defines them, from the stored tickets and ledger
 * lines, never from the users' stored figures but Credit: AccBal is the sum of the user's ledger
 * lines; open stakes are the stakes (the pure rules' entries, expandEntries) of every ticket of the
 * user's branch in each of its draws not yet settled; Credit Left = Credit - open stakes + min(AccBal, 0).
 */
export async function figuresFromLedger(db: Queryable, userId: string): Promise<{ Credit: number; AccBal: number; CreditLeft: number }> {
  const { rows: users } = await db.query<{ user_id: string; parent_id: string | null; credit_cents: number }>(
    'select user_id, parent_id, credit_cents::float8 as credit_cents from users',
  );
  const branch = new Set([userId]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const u of users) {
      if (u.parent_id !== null && branch.has(u.parent_id) && !branch.has(u.user_id)) {
        branch.add(u.user_id);
        grown = true;
      }
    }
  }
  const { rows: tickets } = await db.query<{ bet_type: BetType; number: string; big: number; small: number; toto_form: TotoForm | null; toto: number }>(
    `select t.bet_type, t.number, t.big_cents::float8 as big, t.small_cents::float8 as small, t.toto_form, t.toto_amount_cents::float8 as toto
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id join draws d on d.draw_id = td.draw_id
     where not d.is_finalised and t.user_id = any($1::text[])`,
    [[...branch]],
  );
  let open = 0;
  for (const t of tickets) {
    const entries = expandEntries({
      ok: true, lineNumber: 1, betType: t.bet_type, number: t.number, draws: ['Wed'], bigCents: t.big, smallCents: t.small,
      totoForm: t.toto_form, totoAmountCents: t.toto, tickets: 1, costCents: 0,
    });
    for (const entry of entries) open += drawStakeCents(entry);
  }
  const { rows: lines } = await db.query<{ cents: number }>(
    'select coalesce(sum(amount_cents), 0)::float8 as cents from ledger_entries where user_id = $1',
    [userId],
  );
  const credit = users.find((u) => u.user_id === userId)!.credit_cents;
  const accBal = lines[0]!.cents;
  return { Credit: credit / 100, AccBal: accBal / 100, CreditLeft: (credit - open + Math.min(accBal, 0)) / 100 };
}

/**
 * Credit enough for any test file's bets for these users (their uplines up to the company included):
 * for the tests about processing and load, not about credit (creditReservation.test.ts is).
 */
export async function grantAmpleCredit(db: Queryable, userIds: readonly string[]): Promise<void> {
  await db.query(
    `with recursive path (user_id, parent_id) as (
       select user_id, parent_id from users where user_id = any($1::text[])
       union select u.user_id, u.parent_id from path p join users u on u.user_id = p.parent_id
     )
     update users set credit_cents = 100000000000 where user_id in (select user_id from path)`,
    [userIds],
  );
}
