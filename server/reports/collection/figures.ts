/**
 * The money figures of the collection and summary queries, said once: each a row field and its SQL
 * over the grouped derived table `s`; the select list casts them for JSON, the totals sum them over
 * every row of the query (server/db/pagedQuery.ts), and a per-draw query is the same for each call.
 */
import type { PagedQuery } from '../../db/pagedQuery.ts';

export type Figures = readonly (readonly [field: string, sql: string])[];

/** The sum of the lines `l` of a condition, as bigint (0 for none). */
export const linesSum = (condition: string) => `coalesce(sum(l.amount) filter (where ${condition}), 0)::bigint`;

/** The settled kinds of a statement, by kind, as `s` holds them. */
export const KIND_FIGURES: Figures = [
  ['WinLossCents', 's.winloss'],
  ['CommissionCents', 's.commission'],
  ['TaxCents', 's.tax'],
  ['ShareCents', 's.share'],
  ['DownlineCents', 's.downline'],
];

export const figureColumns = (figures: Figures) => figures.map(([field, sql]) => `${sql}::float8 as "${field}"`);
export const figureTotals = (figures: Figures) => figures.map(([field, sql]) => `coalesce(sum(${sql}), 0)::float8 as "${field}"`).join(', ');

/** A query of one row per draw (`s.draw_id`, `s.draw_date`, `s.turnover`), sortable by day, turnover and net. */
export function perDrawQuery(rows: string, figures: Figures, net: string, params: readonly unknown[]): PagedQuery<'DrawDate' | 'TurnoverCents' | 'NetCents'> {
  return {
    columns: [`s.draw_id as "DrawId"`, `to_char(s.draw_date, 'YYYY-MM-DD') as "DrawDate"`, ...figureColumns(figures)].join(', '),
    from: rows,
    where: 'true',
    params,
    sortable: {
      DrawDate: { sql: 's.draw_date', type: 'date' },
      TurnoverCents: { sql: 's.turnover', type: 'bigint' },
      NetCents: { sql: net, type: 'bigint' },
    },
    tieBreaker: [{ sql: 's.draw_id', type: 'integer' }],
    totals: figureTotals(figures),
  };
}
