/**
 * Bet Summary's lists (spec 02 §7.6 bet/summary/drawDate, bet/summary/userIds; contract/betSummary.ts):
 * the draws with bets in the caller's tree, and the users of its tree with bets, at the location of
 * the call. A ticket counts in the draws it is in (ticket_draws). The summaries themselves are paged
 * calls: server/queries/betSummaryBy*.ts.
 */
import { betSummaryDrawDates, betSummaryUserIds } from '../../contract/betSummary.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { visibleToCaller } from '../memberTree.ts';
import { TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';

export function mountBetSummaryRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(betSummaryDrawDates, async ({ caller, location }) => {
    const { rows } = await db.query<{ DrawId: number; DrawDate: string }>(
      `select d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate" from draws d
       where d.loc_id = $2 and exists (select 1 from ${TICKETS_IN_DRAWS} where td.draw_id = d.draw_id and ${visibleToCaller('t.user_id', 1)})
       order by d.draw_date desc, d.draw_id desc`,
      [caller.userId, location],
    );
    return rows;
  });

  router.implement(betSummaryUserIds, async ({ query, caller, location }) => {
    const { rows } = await db.query<{ UserId: string; UserName: string }>(
      `select u.user_id as "UserId", ''::text as "UserName" from users u
       where ${visibleToCaller('u.user_id', 1)}
         and exists (select 1 from ${TICKETS_IN_DRAWS} where t.user_id = u.user_id and t.loc_id = $2 and ($3::int is null or td.draw_id = $3))
       order by u.user_id`,
      [caller.userId, location, query.DrawId ?? null],
    );
    return rows;
  });
}
