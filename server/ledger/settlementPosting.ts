/**
 * Settlement posts to the ledger (DOMAIN.md "The life of a bet" 4-6, "Credit"), in finaliseDraw's
 * transaction, after the draw's per-user figures (draw_user_results, draw_commission_lines) exist:
 *
 * 1. Open stakes are released: every user's open_stake_cents falls by its branch's stakes in the draw
 *    (the bettor and every user above it). What was released is recorded (draw_stake_releases) so an
 *    undo gives back exactly that; a figure never goes below zero (tickets written straight to the
 *    tables reserved nothing: Credit Recalc reports such drift).
 * 2. Ledger lines, one per (draw, user, kind), zero lines skipped, for every user but the root (the
 *    company has no upline to settle with):
 *    - winloss: a bettor's strikes - stakes;
 *    - commission: the user's commission lines of the draw (its own rate on its own turnover, an
 *      agent the difference of rates on its branch's);  tax: minus its tax lines;
 *    - share (decision): an agent's take of a bettor's win/loss is t_share_bp(agent) - t_share_bp(the
 *      user below it on the path), where the bettor itself counts 0 (a member's share is 0; an agent
 *      betting for itself plays, its own share is of its downline); a negative difference counts 0.
 *      share = split_half_even(-winloss, take) per bettor, summed: an agent carries that part of its
 *      downline's win (negative) or loss (positive);
 *    - downline: the pass-through, what its whole branch below it moved by in this draw (= the sum of
 *      its direct downlines' lines of the draw), which its upline answers for.
 *    So ΔAccBal(A) = Σ ΔAccBal(direct downlines) + commission - tax + share.
 * 3. users.acc_bal_cents moves by each user's lines, in the same transaction.
 * The user rows are locked in user_id order first, as a bet's reservation locks them (no deadlock).
 * A second finalisation is impossible (the progress row is locked and 'succeeded'), and the unique
 * index ledger_entries_settlement refuses a second line of a kind anyway.
 */
import type { Queryable } from '../db/database.ts';

/** The settlement's kinds of ledger lines (payments and opening balances are never touched here). */
export const SETTLEMENT_KINDS = ['winloss', 'commission', 'tax', 'share', 'downline'] as const;
const KINDS = `('${SETTLEMENT_KINDS.join("', '")}')`;
/**
 * What a reset takes back besides: the share transfers' lines of the draw (sub share, share claim and its
 * backs; server/ledger/shareTransfers.ts), each a part of a share line that is going. Generating the
 * transfer again after the new settlement posts them again (a draw is posted when it has no line).
 */
const UNDONE_KINDS = `('${[...SETTLEMENT_KINDS, 'sub_share', 'share_claim', 'share_claim_back'].join("', '")}')`;

/** Every user of the tree whose branch bet in the draw $1, with its branch's stakes there. */
const BRANCH_STAKES = `
with recursive up (user_id, cents, depth) as (
  select r.user_id, r.turnover_cents, 0 from draw_user_results r where r.draw_id = $1
  union all
  select u.parent_id, up.cents, up.depth + 1 from up join users u on u.user_id = up.user_id
  where u.parent_id is not null and up.depth < 64
)
select user_id, sum(cents)::bigint as cents from up group by user_id`;

const LOCK_USERS = (relation: string) =>
  `select u.user_id from users u where u.user_id in (select user_id from ${relation}) order by u.user_id for no key update of u`;

/** Locks every user of the draw's branches, in user_id order, before any of them is written. */
const LOCK_BRANCH = `with branch as materialized (${BRANCH_STAKES}) ${LOCK_USERS('branch')}`;

const RELEASE_OPEN_STAKES = `
with branch as materialized (${BRANCH_STAKES}),
released as (
  insert into draw_stake_releases (draw_id, user_id, cents)
  select $1, u.user_id, least(u.open_stake_cents, b.cents) from users u join branch b on b.user_id = u.user_id
  returning user_id, cents
)
update users u set open_stake_cents = u.open_stake_cents - r.cents from released r where u.user_id = r.user_id`;

/** The draw's own lines of each non-root user: winloss, commission, tax, share. */
const POST_OWN_LINES = `
with recursive path (bettor_id, win_loss_cents, user_id, parent_id, t_share_bp, below_bp, depth) as (
  select r.user_id, r.win_loss_cents, p.user_id, p.parent_id, p.t_share_bp, 0, 1
  from draw_user_results r join users b on b.user_id = r.user_id join users p on p.user_id = b.parent_id
  where r.draw_id = $1
  union all
  select path.bettor_id, path.win_loss_cents, p.user_id, p.parent_id, p.t_share_bp, path.t_share_bp, path.depth + 1
  from path join users p on p.user_id = path.parent_id where path.depth < 64
), lines (user_id, kind, amount_cents) as (
  select r.user_id, 'winloss', r.win_loss_cents from draw_user_results r where r.draw_id = $1
  union all
  select l.user_id, l.kind, sum(case l.kind when 'tax' then -l.amount_cents else l.amount_cents end)
  from draw_commission_lines l where l.draw_id = $1 group by l.user_id, l.kind
  union all
  select user_id, 'share', sum(split_half_even(-win_loss_cents, greatest(t_share_bp - below_bp, 0)))
  from path where parent_id is not null group by user_id
)
insert into ledger_entries (user_id, kind, amount_cents, draw_id, loc_id, created_at)
select l.user_id, l.kind, l.amount_cents, $1, d.loc_id, $2::timestamptz
from lines l join users u on u.user_id = l.user_id cross join draws d
where d.draw_id = $1 and u.parent_id is not null and l.amount_cents <> 0`;

/** Each non-root agent's pass-through: the sum of the own lines of every user below it. */
const POST_DOWNLINE_LINES = `
with recursive own as (
  select user_id, sum(amount_cents)::bigint as cents from ledger_entries
  where draw_id = $1 and kind in ('winloss', 'commission', 'tax', 'share') group by user_id
), up (user_id, cents, depth) as (
  select u.parent_id, own.cents, 1 from own join users u on u.user_id = own.user_id where u.parent_id is not null
  union all
  select u.parent_id, up.cents, up.depth + 1 from up join users u on u.user_id = up.user_id
  where u.parent_id is not null and up.depth < 64
)
insert into ledger_entries (user_id, kind, amount_cents, draw_id, loc_id, created_at)
select up.user_id, 'downline', sum(up.cents), $1, d.loc_id, $2::timestamptz
from up join users u on u.user_id = up.user_id cross join draws d
where d.draw_id = $1 and u.parent_id is not null
group by up.user_id, d.loc_id having sum(up.cents) <> 0`;

const DRAW_LINES_BY_USER = (kinds: string) =>
  `select user_id, sum(amount_cents)::bigint as cents from ledger_entries where draw_id = $1 and kind in ${kinds} group by user_id`;

const MOVE_BALANCES = (sign: '+' | '-', kinds: string) => `
with moved as materialized (${DRAW_LINES_BY_USER(kinds)})
update users u set acc_bal_cents = u.acc_bal_cents ${sign} m.cents from moved m where u.user_id = m.user_id`;

/** Releases the draw's open stakes and posts its ledger lines; `at` is the ISO time of the lines. */
export async function postSettlement(tx: Queryable, drawId: number, at: string): Promise<void> {
  // Locked first, in a statement of its own: the statements after it read these rows as locked.
  await tx.query(LOCK_BRANCH, [drawId]);
  await tx.query(RELEASE_OPEN_STAKES, [drawId]);
  await tx.query(POST_OWN_LINES, [drawId, at]);
  await tx.query(POST_DOWNLINE_LINES, [drawId, at]);
  await tx.query(MOVE_BALANCES('+', KINDS), [drawId]);
}

/**
 * Undoes postSettlement exactly: balances back, the draw's lines gone (and the share transfers' lines of
 * the draw, which were parts of its share lines), the released stakes reserved again.
 */
export async function undoSettlementPosting(tx: Queryable, drawId: number): Promise<void> {
  await tx.query(
    `with touched as materialized (
       select user_id from draw_stake_releases where draw_id = $1
       union select user_id from ledger_entries where draw_id = $1 and kind in ${UNDONE_KINDS}
     ) ${LOCK_USERS('touched')}`,
    [drawId],
  );
  await tx.query(MOVE_BALANCES('-', UNDONE_KINDS), [drawId]);
  await tx.query(`delete from ledger_entries where draw_id = $1 and kind in ${UNDONE_KINDS}`, [drawId]);
  await tx.query(
    `update users u set open_stake_cents = u.open_stake_cents + r.cents
     from draw_stake_releases r where r.draw_id = $1 and u.user_id = r.user_id`,
    [drawId],
  );
  await tx.query('delete from draw_stake_releases where draw_id = $1', [drawId]);
}
