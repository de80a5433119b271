/**
 * Bet Summary (spec 02 §7.6 bet/summary/*, §7.7 betSummary*; contract/betSummary.ts): what a user's
 * tree has bet on one draw, at the location of the call. The user is the caller, or with UserId one
 * user of the caller's tree (403 otherwise); the draw must be one of the location (400 otherwise).
 */
import {
  betSummaryByShare,
  betSummaryByType,
  betSummaryByTypeSum,
  betSummaryDrawDates,
  betSummaryUserIds,
  type StakeTotals,
  type SummaryByShareRow,
  type SummaryByTypeRow,
  type SummaryByTypeSumRow,
} from '../../contract/betSummary.ts';
import type { Game } from '../../contract/endpoint.ts';
import type { Context } from 'hono';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, Caller } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { answerPaged } from '../http/pagedAnswer.ts';
import type { Queryable } from '../db/database.ts';
import { locationOf } from '../betting/location.ts';
import { resolveBettor, visibleToCaller } from '../betting/bettor.ts';
import { summaryByShareQuery, summaryByTypeQuery, summaryByTypeSumQuery } from '../betting/summaryQueries.ts';

type Scope = { ok: true; params: readonly [userId: string, drawId: number, location: string] } | { ok: false; response: Response };

/** The user whose tree is summed, the draw and the location of a summary call, or the refusal. */
async function summaryScope(
  db: Queryable,
  request: { c: Context; caller: Caller; game: Game; query: { LocId?: string; UserId?: string; DrawId: number } },
): Promise<Scope> {
  const { c, caller, game, query } = request;
  const place = locationOf(game, query.LocId);
  if (!place.ok) return { ok: false, response: fail(c, 400, place.message) };
  const who = await resolveBettor(db, caller, query.UserId);
  if (!who.ok) return { ok: false, response: fail(c, who.status, who.message) };
  const { rows } = await db.query('select 1 from draws where draw_id = $1 and loc_id = $2', [query.DrawId, place.location]);
  if (rows.length === 0) return { ok: false, response: fail(c, 400, `Draw ${query.DrawId} is not a draw of ${place.location}.`) };
  return { ok: true, params: [who.bettor.userId, query.DrawId, place.location] };
}

export function mountBetSummaryRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(betSummaryByType, async (request) => {
    const scope = await summaryScope(db, request);
    if (!scope.ok) return scope.response;
    const { c, query } = request;
    const paged = summaryByTypeQuery(scope.params);
    return answerPaged<SummaryByTypeRow, StakeTotals, typeof query.SortBy>({ c, db, endpoint: betSummaryByType, query, paged, csvName: 'bet-summary-by-type' });
  });

  router.implement(betSummaryByTypeSum, async (request) => {
    const scope = await summaryScope(db, request);
    if (!scope.ok) return scope.response;
    const { c, query } = request;
    const paged = summaryByTypeSumQuery(scope.params);
    return answerPaged<SummaryByTypeSumRow, StakeTotals, typeof query.SortBy>({
      c, db, endpoint: betSummaryByTypeSum, query, paged, csvName: 'bet-summary-by-type-sum',
    });
  });

  router.implement(betSummaryByShare, async (request) => {
    const scope = await summaryScope(db, request);
    if (!scope.ok) return scope.response;
    const { c, query } = request;
    const paged = summaryByShareQuery(scope.params);
    return answerPaged<SummaryByShareRow, { CostCents: number; ShareCents: number }, typeof query.SortBy>({
      c, db, endpoint: betSummaryByShare, query, paged, csvName: 'bet-summary-by-share',
    });
  });

  router.implement(betSummaryDrawDates, async ({ query, caller, game, c }) => {
    const place = locationOf(game, query.LocId);
    if (!place.ok) return fail(c, 400, place.message);
    const { rows } = await db.query<{ DrawId: number; DrawDate: string }>(
      `select d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate" from draws d
       where d.loc_id = $2 and exists (select 1 from tickets t where t.draw_id = d.draw_id and ${visibleToCaller('t.user_id', 1)})
       order by d.draw_date desc, d.draw_id desc`,
      [caller.userId, place.location],
    );
    return rows;
  });

  router.implement(betSummaryUserIds, async ({ query, caller, game, c }) => {
    const place = locationOf(game, query.LocId);
    if (!place.ok) return fail(c, 400, place.message);
    const { rows } = await db.query<{ UserId: string; UserName: string }>(
      `select u.user_id as "UserId", ''::text as "UserName" from users u
       where ${visibleToCaller('u.user_id', 1)}
         and exists (select 1 from tickets t where t.user_id = u.user_id and t.loc_id = $2 and ($3::int is null or t.draw_id = $3))
       order by u.user_id`,
      [caller.userId, place.location, query.DrawId ?? null],
    );
    return rows;
  });
}
