/**
 * The intake chain of tickets being inserted (ticketStore.ts insertTickets), in the insert's own
 * statement: level 1 from each new ticket's draws (the ticket_draws rows the statement inserts), then
 * one step per level of the bettor's path (keepSql.ts), each reading the level below. Every ticket of a
 * batch has the same bettor, so a level is one agent, and the whole chain of the batch is one round trip.
 *
 * Concurrency: the caller locked the bettor's path (reserveStake.ts lockCreditPath, Place Bets and file
 * processing alike) before the insert, so what an agent already keeps (draw_intakes) is read and
 * written only under its row lock, and tickets through one agent get their ids in the order they keep.
 */
import type { Queryable } from '../db/database.ts';
import type { CreditPath } from '../ledger/reserveStake.ts';
import { keepStepSql, passedUpSql, stakeArrivingColumns, TOP_FIGURES_CTE, topFiguresJoin } from './keepSql.ts';

/** Levels of a bettor's chain: the users above it (at least 1: the company betting keeps its own). */
export async function chainLevels(tx: Queryable, bettorId: string): Promise<number> {
  const { rows } = await tx.query<{ above: number }>(
    `with recursive up (user_id, parent_id, depth) as (
       select user_id, parent_id, 0 from users where user_id = $1
       union all
       select u.user_id, u.parent_id, up.depth + 1 from up join users u on u.user_id = up.parent_id where up.depth < 64
     )
     select count(*)::int - 1 as above from up`,
    [bettorId],
  );
  return Math.max(rows[0]?.above ?? 0, 1);
}

/** chainLevels from the bettor's path already locked (lockCreditPath: the bettor, then every user above it). */
export const chainLevelsOf = (path: CreditPath): number => Math.max(path.users.length - 1, 1);

/**
 * CTEs (to follow `inserted`, the new tickets with their columns, and `in_draws`, their ticket_draws
 * rows) writing the chain of `levels` levels.
 */
export function chainAtPlacementCtes(levels: number): string {
  const steps = [
    TOP_FIGURES_CTE,
    `level1_arriving as (
    select d.draw_id, d.ticket_id, 1::smallint as level, coalesce(u.parent_id, u.user_id) as user_id, t.loc_id, t.number,
      t.bet_type, ${stakeArrivingColumns('t')}
    from in_draws d join inserted t on t.ticket_id = d.ticket_id join users u on u.user_id = t.user_id
    ${topFiguresJoin('t')}
  )`,
    keepStepSql('level1', 'level1_arriving'),
  ];
  for (let level = 2; level <= levels; level += 1) {
    steps.push(`level${level}_arriving as (${passedUpSql(`level${level - 1}`)})`, keepStepSql(`level${level}`, `level${level}_arriving`));
  }
  return steps.join(',\n');
}
