/**
 * The results feed (contract/resultsFeed.ts): the latest results of each location the caller works at
 * under the prefix, one set-based query (each location's latest drawn draws by a lateral probe, their
 * numbers aggregated as Draw Result shows them). The answer is kept per (locations, Count) for
 * RESULTS_FEED_CACHE_MS by the app's clock: channels poll it, results change a few times a week. The
 * cache is per instance and bounded (at most one entry per subset of the 3 locations and Count).
 */
import { RESULTS_FEED_CACHE_MS, resultsFeed, type FeedResult } from '../../contract/resultsFeed.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { locationsServed } from '../http/locationGate.ts';

const FEED_SQL = `select l.loc_id as "LocId", d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate",
    max(n.number) filter (where n.prize = 'first') as "First",
    max(n.number) filter (where n.prize = 'second') as "Second",
    max(n.number) filter (where n.prize = 'third') as "Third",
    string_agg(n.number, ' ' order by n.position) filter (where n.prize = 'starter') as "Starters",
    string_agg(n.number, ' ' order by n.position) filter (where n.prize = 'consolation') as "Consolations",
    string_agg(n.number, ' ' order by n.position) filter (where n.prize = 'toto') as "Numbers",
    max(n.number::int) filter (where n.prize = 'additional') as "Additional",
    d.is_finalised as "IsFinalised",
    to_char(r.entered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "EnteredAt"
  from unnest($1::text[]) with ordinality as l (loc_id, n)
  cross join lateral (
    select d.draw_id, d.draw_date, d.is_finalised from draws d
    where d.loc_id = l.loc_id and exists (select 1 from draw_results x where x.draw_id = d.draw_id)
    order by d.draw_date desc, d.draw_id desc limit $2
  ) d
  join draw_results r on r.draw_id = d.draw_id
  join draw_result_numbers n on n.draw_id = d.draw_id
  group by l.n, l.loc_id, d.draw_id, d.draw_date, d.is_finalised, r.entered_at
  order by l.n, d.draw_date desc, d.draw_id desc`;

export function mountResultsFeedRoutes(router: ApiRouter, { db, now, caches }: RouteDeps) {
  const cache = new Map<string, { at: number; rows: FeedResult[] }>();
  caches.register('resultsFeed', () => cache.clear());

  router.implement(resultsFeed, async ({ query, caller, game }) => {
    const locations = locationsServed(game, caller.locations);
    const count = query.Count ?? 1;
    const key = `${locations.join(',')}|${count}`;
    const kept = cache.get(key);
    if (kept && now() - kept.at < RESULTS_FEED_CACHE_MS) return kept.rows;
    const { rows } = await db.query<FeedResult>(FEED_SQL, [locations, count]);
    cache.set(key, { at: now(), rows });
    return rows;
  });
}
