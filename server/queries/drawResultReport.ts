/**
 * Draw Result (contract drawResultReport, GET draw/resultReport): every draw of the location of the
 * call that has a result, with its numbers (newest first by default, CSV of every row). The location
 * is the edge's (server/http/locationGate.ts): the LocId named, or the default one the caller works
 * at, never another location's results.
 */
import { drawResultReport } from '../../contract/drawResults.ts';
import { pagedCall, refuse } from './pagedCall.ts';

const DRAWN = `(
  select d.draw_id, d.draw_date, d.loc_id,
    max(n.number) filter (where n.prize = 'first') as first,
    max(n.number) filter (where n.prize = 'second') as second,
    max(n.number) filter (where n.prize = 'third') as third,
    string_agg(n.number, ' ' order by n.position) filter (where n.prize = 'starter') as starters,
    string_agg(n.number, ' ' order by n.position) filter (where n.prize = 'consolation') as consolations,
    string_agg(n.number, ' ' order by n.position) filter (where n.prize = 'toto') as toto_numbers,
    max(n.number::int) filter (where n.prize = 'additional') as additional
  from draws d join draw_result_numbers n on n.draw_id = d.draw_id
  where d.loc_id = $1
  group by d.draw_id
) x`;

export const drawResultReportCall = pagedCall({
  endpoint: drawResultReport,
  csvName: 'draw-results',
  query({ query, location }) {
    if (query.DrawFrom && query.DrawTo && query.DrawFrom > query.DrawTo) {
      return refuse(400, `DrawFrom (${query.DrawFrom}) must not be after DrawTo (${query.DrawTo}).`);
    }
    return {
      columns: `x.draw_id as "DrawId", to_char(x.draw_date, 'YYYY-MM-DD') as "DrawDate", x.first as "First",
        x.second as "Second", x.third as "Third", x.starters as "Starters", x.consolations as "Consolations",
        x.toto_numbers as "Numbers", x.additional as "Additional"`,
      from: DRAWN,
      where: `($2::date is null or x.draw_date >= $2::date) and ($3::date is null or x.draw_date <= $3::date)`,
      params: [location, query.DrawFrom ?? null, query.DrawTo ?? null],
      sortable: { DrawDate: { sql: 'x.draw_date', type: 'date' } },
      tieBreaker: [{ sql: 'x.draw_id', type: 'integer' }],
      totals: `count(*)::int as "Draws"`,
    };
  },
});
