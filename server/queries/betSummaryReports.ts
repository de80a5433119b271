/**
 * The Bet Summary reports (spec 02 §7.7; contract/betSummaryReports.ts): the branch's tickets in their
 * draws grouped by user (its own tickets: betSummaryReportFull one draw, betSummaryFull a range of draws)
 * or by direct downline (`b.head`, its whole branch, and the user itself for its own: betSummary3Full),
 * with the turnover of each bet type. Every ticket counts under the draw it is in (ticket_draws).
 */
import { betSummary3Full, betSummaryFull, betSummaryReportFull } from '../../contract/betSummaryReports.ts';
import { entriesInDraw, stakeInDraw } from '../betting/ticketInDraw.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import { branchTickets, DRAW_COLUMNS, DRAW_SORT_KEY, drawScope, rangeScope } from './betFiguresSql.ts';
import { NO_NAME } from './betSummarySql.ts';
import { pagedCall } from './pagedCall.ts';

const TYPES = [
  ['Straight', 'straight'],
  ['Roll', 'roll'],
  ['IBet', 'iBet'],
  ['KBet', 'kBet'],
  ['Toto', 'toto'],
] as const;

const SUMS = [
  'count(*)::bigint as bets',
  `sum(${entriesInDraw('t')})::bigint as entries`,
  ...TYPES.map(([, type]) => `coalesce(sum(${stakeInDraw('t')}) filter (where t.bet_type = '${type}'), 0)::bigint as ${type.toLowerCase()}`),
  `sum(${stakeInDraw('t')})::bigint as cost`,
].join(', ');

const FIGURES = [
  's.bets::float8 as "Bets"',
  's.entries::float8 as "Tickets"',
  ...TYPES.map(([name, type]) => `s.${type.toLowerCase()}::float8 as "${name}Cents"`),
  's.cost::float8 as "CostCents"',
].join(', ');

const TOTALS = [
  'coalesce(sum(s.bets), 0)::float8 as "Bets"',
  'coalesce(sum(s.entries), 0)::float8 as "Tickets"',
  ...TYPES.map(([name, type]) => `coalesce(sum(s.${type.toLowerCase()}), 0)::float8 as "${name}Cents"`),
  'coalesce(sum(s.cost), 0)::float8 as "CostCents"',
].join(', ');

type ReportSortBy = 'UserId' | 'DrawDate' | 'Bets' | 'Tickets' | 'CostCents';

/** The report grouped by `who` (a user id expression) and draw, over the tickets that meet `where`. */
function report(who: string, where: string, params: readonly unknown[]): PagedQuery<ReportSortBy> {
  return {
    columns: `s.user_id as "UserId", ${NO_NAME}, ${DRAW_COLUMNS}, ${FIGURES}`,
    from: `(${branchTickets(`${who} as user_id, td.draw_id, d.draw_date, ${SUMS}`, { own: false })} and ${where}
      group by ${who}, td.draw_id, d.draw_date) s`,
    where: 'true',
    params,
    sortable: {
      UserId: { sql: 's.user_id', type: 'text' },
      DrawDate: DRAW_SORT_KEY,
      Bets: { sql: 's.bets', type: 'bigint' },
      Tickets: { sql: 's.entries', type: 'bigint' },
      CostCents: { sql: 's.cost', type: 'bigint' },
    },
    tieBreaker: [
      { sql: 's.user_id', type: 'text' },
      { sql: 's.draw_id', type: 'integer' },
    ],
    totals: TOTALS,
  };
}

export const betSummaryReportFullCall = pagedCall({
  endpoint: betSummaryReportFull,
  csvName: 'bet-summary-report',
  async query({ query, caller, location, db }) {
    const userId = await drawScope(db, caller, location, query);
    return typeof userId !== 'string' ? userId : report('t.user_id', 'td.draw_id = $3', [userId, location, query.DrawId]);
  },
});

export const betSummaryFullCall = pagedCall({
  endpoint: betSummaryFull,
  csvName: 'bet-summary-full',
  async query({ query, caller, location, db }) {
    const userId = await rangeScope(db, caller, query);
    if (typeof userId !== 'string') return userId;
    return report('t.user_id', 'd.draw_date between $3::date and $4::date', [userId, location, query.DrawFrom, query.DrawTo]);
  },
});

export const betSummary3FullCall = pagedCall({
  endpoint: betSummary3Full,
  csvName: 'bet-summary-by-downline',
  async query({ query, caller, location, db }) {
    const userId = await drawScope(db, caller, location, query);
    return typeof userId !== 'string' ? userId : report('b.head', 'td.draw_id = $3', [userId, location, query.DrawId]);
  },
});
