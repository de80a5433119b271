/**
 * Bet Summary's lists (spec 02 §7.6 bet/summary/drawDate, bet/summary/userIds; contract/betSummary.ts):
 * the draws with bets in the caller's tree, and the users of its tree with bets, at the location of
 * the call. A ticket counts in the draws it is in (ticket_draws). The summaries themselves are paged
 * calls: server/queries/betSummaryBy*.ts. bet/userIds and bet/summary/drawDateT answer the same lists
 * (server/routes/betLists.ts).
 */
import { betSummaryDrawDates, betSummaryUserIds } from '../../contract/betSummary.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import type { Queryable } from '../db/database.ts';
import { visibleToCaller } from '../memberTree.ts';
import { TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';

/** The draws of the location with bets in the caller's tree, latest first. */
export async function drawsWithBets(db: Queryable, callerId: string, location: string) {
  const { rows } = await db.query<{ DrawId: number; DrawDate: string }>(
    `select d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate" from draws d
     where d.loc_id = $2 and exists (select 1 from ${TICKETS_IN_DRAWS} where td.draw_id = d.draw_id and ${visibleToCaller('t.user_id', 1)})
     order by d.draw_date desc, d.draw_id desc`,
    [callerId, location],
  );
  return rows;
}

/** The users of the caller's tree with bets at the location (in the draw when given), by id. */
export async function usersWithBets(db: Queryable, callerId: string, location: string, drawId: number | null) {
  const { rows } = await db.query<{ UserId: string; UserName: string }>(
    `select u.user_id as "UserId", ''::text as "UserName" from users u
     where ${visibleToCaller('u.user_id', 1)}
       and exists (select 1 from ${TICKETS_IN_DRAWS} where t.user_id = u.user_id and t.loc_id = $2 and ($3::int is null or td.draw_id = $3))
     order by u.user_id`,
    [callerId, location, drawId],
  );
  return rows;
}

export function mountBetSummaryRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(betSummaryDrawDates, ({ caller, location }) => drawsWithBets(db, caller.userId, location));
  router.implement(betSummaryUserIds, ({ query, caller, location }) => usersWithBets(db, caller.userId, location, query.DrawId ?? null));
}
