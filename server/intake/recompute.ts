/**
 * The intake chain of some draws recomputed from scratch (issue 21: a limit, throw number or out
 * setting changed; a ticket deleted or transferred): the draws' chain rows (only those of `numbers`
 * when given) are deleted, then rebuilt from their tickets in ticket id order with the same step as
 * placement (keepSql.ts), one statement per depth of the tree from the deepest agents up. An agent's
 * arrivals (its direct bettors' stakes and its downline agents' Out) are all known once every agent
 * below it is done, and it keeps them first come, first kept, in ticket id order: exactly what
 * placement, which took them in that order, produced with the same settings (the property tests hold
 * the two equal).
 *
 * Run it in a transaction. It locks the draws' rows FOR UPDATE first: placement into those draws
 * (whose ticket_draws rows key-share lock them) waits for it, and it for placements under way, so no
 * ticket is left out or kept twice. Whoever calls it holding user row locks (deleting a ticket) has
 * taken them first, as placement does, so the order is always users then draws.
 */
import type { Queryable } from '../db/database.ts';
import { keepStepSql, stakeArrivingColumns, TOP_FIGURES_COLUMNS, TOP_FIGURES_CTE, topFiguresJoin } from './keepSql.ts';

export interface RecomputeScope {
  drawIds: readonly number[];
  /** Only these numbers (as written); every number when absent. */
  numbers?: readonly string[];
}

const inScope = (alias: string) => `${alias}.draw_id = any($1::int[]) and ($2::text[] is null or ${alias}.number = any($2::text[]))`;

/** The agents of each depth (the company 0), deepest first. */
async function agentsByDepth(tx: Queryable): Promise<string[][]> {
  const { rows } = await tx.query<{ depth: number; users: string[] }>(
    `with recursive tree (user_id, depth) as (
       select user_id, 0 from users where parent_id is null
       union all
       select u.user_id, t.depth + 1 from tree t join users u on u.parent_id = t.user_id where t.depth < 64
     )
     select depth, array_agg(user_id order by user_id) as users from tree group by depth order by depth desc`,
  );
  return rows.map((r) => r.users);
}

const STEP_SQL = `
with ${TOP_FIGURES_CTE},
step_arriving as (
  select td.draw_id, td.ticket_id, 1::smallint as level, coalesce(b.parent_id, b.user_id) as user_id, t.loc_id, t.number,
    t.bet_type, ${stakeArrivingColumns('t')}
  from ticket_draws td join tickets t on t.ticket_id = td.ticket_id join users b on b.user_id = t.user_id
  ${topFiguresJoin('t')}
  where td.draw_id = any($1::int[]) and ($2::text[] is null or t.number = any($2::text[])) and coalesce(b.parent_id, b.user_id) = any($3::text[])
  union all
  select ti.draw_id, ti.ticket_id, (ti.level + 1)::smallint, u.parent_id, t.loc_id, ti.number, ti.bet_type,
    ${TOP_FIGURES_COLUMNS}, ti.big_in - ti.big_intake, ti.small_in - ti.small_intake,
    ti.amount_in - ti.amount_intake
  from ticket_intakes ti join users u on u.user_id = ti.user_id join tickets t on t.ticket_id = ti.ticket_id
  ${topFiguresJoin('t')}
  where ${inScope('ti')} and u.parent_id = any($3::text[]) and ti.out_distributor_id is null
    and (ti.big_in > ti.big_intake or ti.small_in > ti.small_intake or ti.amount_in > ti.amount_intake)
),
${keepStepSql('step', 'step_arriving')}
select 1`;

export async function recomputeChain(tx: Queryable, scope: RecomputeScope): Promise<void> {
  if (scope.drawIds.length === 0) return;
  const params = [[...scope.drawIds], scope.numbers ? [...scope.numbers] : null];
  await tx.query('select draw_id from draws where draw_id = any($1::int[]) order by draw_id for update', [params[0]]);
  await tx.query(`delete from ticket_intakes ti where ${inScope('ti')}`, params);
  await tx.query(`delete from draw_intakes di where ${inScope('di')}`, params);
  for (const agents of await agentsByDepth(tx)) await tx.query(STEP_SQL, [...params, agents]);
}
