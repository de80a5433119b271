/**
 * Accepted bet lines stored as tickets: one row per line, in one statement per batch (arrays unnested),
 * so a 1 000-line batch is one round trip. A file's line is stored at most once (unique file_id,
 * line_number): inserting it again does nothing.
 */
import type { Location, ValidLine } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { chainAtPlacementCtes, chainLevels, chainLevelsOf } from '../intake/placementSql.ts';
import type { CreditPath } from '../ledger/reserveStake.ts';

export interface TicketOwner {
  location: Location;
  userId: string;
  drawId: number;
  /** The uploaded file; null for Place Bets. */
  fileId: number | null;
  placedBy: string;
  /** The app's clock (ms). */
  at: number;
}

/**
 * The draws a stored line is in (table ticket_draws): each of its draw days resolved to the first draw
 * of its location on that weekday on or after the draw it was placed for (a line of Place Bets for
 * Saturday with day code 0 is in that Saturday's and Sunday's draws and the next Wednesday's). `source`
 * names a relation with the tickets' ticket_id, user_id, loc_id, created_at, draw_id and draws. A day
 * without such a draw yet adds nothing: placement refuses those lines before they are stored. Each row
 * carries a copy of its ticket's user_id, loc_id and created_at (migration 0041: the lists find a
 * member's rows by them); whatever changes a ticket's owner changes its rows' too (betTransfer.ts).
 */
export const TICKET_DRAWS_INSERT = (source: string, returning = '') => `
  insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at)
  select resolved.draw_id, s.ticket_id, s.user_id, s.loc_id, s.created_at
  from ${source} s
  join draws anchor on anchor.draw_id = s.draw_id
  cross join lateral unnest(s.draws) as day (name)
  cross join lateral (
    select d.draw_id from draws d
    where d.loc_id = s.loc_id and d.draw_date >= anchor.draw_date and to_char(d.draw_date, 'Dy') = day.name
    order by d.draw_date limit 1
  ) resolved
  on conflict do nothing ${returning}`;

/**
 * Inserts the lines, the draws each is in and their intake chain (server/intake/placementSql.ts: every
 * level of the bettor's path, in this transaction), in one statement. With `returnIds` it answers the new
 * ticket id per line number (lines stored before are left out); without, nothing: sending the rows
 * back costs a third of the insert on PGlite.
 */
export async function insertTickets(
  tx: Queryable,
  owner: TicketOwner,
  lines: readonly ValidLine[],
  {
    returnIds = false,
    /** `chain: false` leaves the chain out: only for the benchmark that prices it (scripts/bench/intakeChain.ts). */
    chain = true,
    /** The bettor's path as the caller locked it: its length is the chain's depth, one query fewer a bet. */
    path,
  }: { returnIds?: boolean; chain?: boolean; path?: CreditPath } = {},
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  if (lines.length === 0) return ids;
  if (path && path.bettorId !== owner.userId) throw new Error(`the path of ${path.bettorId} given for a bet of ${owner.userId}`);
  const levels = !chain ? 0 : path ? chainLevelsOf(path) : await chainLevels(tx, owner.userId);
  // The chain's statement is estimated far above PostgreSQL's jit_above_cost (the planner guesses ten
  // draws a ticket and many rows a level), and compiling its ~500 expressions took 60% of its time on
  // every batch, for a statement that runs ~1 ms per node. Its generic plan is forced: left to choose,
  // the plan cache kept planning it anew for every call (a one-line bet's custom plan looks cheaper), and
  // planning was over half of a one-line Place Bets (PGlite: 10.8 -> 5.0 ms of CPU a bet); for batches of
  // 1 000 the generic plan costs the same CPU as the custom ones (intake chain bench, both engines).
  // Local, and plan_cache_mode set back right after the insert: the transaction's other statements choose as usual.
  if (levels > 0) await tx.query(`select set_config('jit', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true)`);
  const { rows } = await tx.query<{ ticket_id: number; line_number: number }>(
    `with inserted as (
       insert into tickets (loc_id, user_id, draw_id, file_id, placed_by, created_at, number, bet_type, draws, big_cents,
         small_cents, toto_form, toto_amount_cents, tickets, cost_cents, line_number)
       select $1, $2, $3, $4, $5, $6::timestamptz, t.number, t.bet_type, string_to_array(t.draws, ','), t.big, t.small,
         t.toto_form, t.toto_amount, t.tickets, t.cost, t.line_number
       from unnest($7::text[], $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::text[], $13::bigint[],
         $14::int[], $15::bigint[], $16::int[])
         as t (number, bet_type, draws, big, small, toto_form, toto_amount, tickets, cost, line_number)
       on conflict (file_id, line_number) do nothing
       returning ticket_id, line_number, loc_id, draw_id, draws, user_id, created_at, number, bet_type, big_cents, small_cents,
         toto_form, toto_amount_cents
     ), in_draws as (
       ${TICKET_DRAWS_INSERT('inserted', 'returning draw_id, ticket_id')}
     )${levels > 0 ? `, ${chainAtPlacementCtes(levels)}` : ''}
     select ${returnIds ? 'ticket_id, line_number' : 'null'} from inserted ${returnIds ? '' : 'limit 0'}`,
    [
      owner.location,
      owner.userId,
      owner.drawId,
      owner.fileId,
      owner.placedBy,
      timestamp(owner.at),
      lines.map((line) => line.number),
      lines.map((line) => line.betType),
      lines.map((line) => line.draws.join(',')),
      lines.map((line) => line.bigCents),
      lines.map((line) => line.smallCents),
      lines.map((line) => line.totoForm),
      lines.map((line) => line.totoAmountCents),
      lines.map((line) => line.tickets),
      lines.map((line) => line.costCents),
      lines.map((line) => line.lineNumber),
    ],
    // One text per path length and answer: planning the chain's CTEs took ~25 ms of each batch.
    `insert_tickets_${levels}_${returnIds ? 'ids' : 'none'}`,
  );
  if (levels > 0) await tx.query('set local plan_cache_mode to default');
  for (const row of rows) ids.set(row.line_number, Number(row.ticket_id));
  return ids;
}
