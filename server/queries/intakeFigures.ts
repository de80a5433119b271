/**
 * The intake chain as the OutSet screens read it (migration 0020): Bets In (draw_intakes of one
 * agent: In, Intake, Out = In - Intake, MaxPayout per number of a draw), the numbers of the open draws
 * over the limit (Out Setting's exceeding numbers: the same rows where something was passed Out),
 * Bets Out and Out Bets (ticket_intakes of one agent summed per number and destination: its upline,
 * or the distributor its Out went to), and the tickets behind a number. The caller reads its own
 * figures or those of UserId of its tree; money in cents.
 */
import { betsIn, betsInTickets, betsOut, outBets, outSetting2Exceed, outSetting6Exceed } from '../../contract/outSettings.ts';
import type { SortKey } from '../db/pagedQuery.ts';
import { subjectOf } from '../outset/access.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const money = (sql: string): SortKey => ({ sql, type: 'bigint' });
export const sum = (sql: string, name: string) => `coalesce(sum(${sql}), 0)::float8 as "${name}"`;
/** The totals of the chain's figures of rows of `t` (draw_intakes or ticket_intakes, the same columns). */
export const figureTotals = (t: string) =>
  [
    sum(`${t}.big_in`, 'ttBigIn'),
    sum(`${t}.small_in`, 'ttSmallIn'),
    sum(`${t}.amount_in`, 'ttAmountIn'),
    sum(`${t}.big_intake`, 'ttBigIntake'),
    sum(`${t}.small_intake`, 'ttSmallIntake'),
    sum(`${t}.amount_intake`, 'ttAmountIntake'),
    sum(`${t}.big_in - ${t}.big_intake`, 'ttBigOut'),
    sum(`${t}.small_in - ${t}.small_intake`, 'ttSmallOut'),
    sum(`${t}.amount_in - ${t}.amount_intake`, 'ttAmountOut'),
  ].join(', ');

/** The figures' columns of rows of `t`, named as the contract's rows. */
export const figureColumns = (t: string) => `${t}.big_in::float8 as "ttBigIn", ${t}.small_in::float8 as "ttSmallIn", ${t}.amount_in::float8 as "ttAmountIn",
  ${t}.big_intake::float8 as "ttBigIntake", ${t}.small_intake::float8 as "ttSmallIntake", ${t}.amount_intake::float8 as "ttAmountIntake",
  (${t}.big_in - ${t}.big_intake)::float8 as "ttBigOut", (${t}.small_in - ${t}.small_intake)::float8 as "ttSmallOut",
  (${t}.amount_in - ${t}.amount_intake)::float8 as "ttAmountOut"`;

const DETAIL_COLUMNS = `di.draw_id || ':' || di.number || ':' || di.bet_type as "RowId", di.draw_id as "DrawId",
  to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", di.user_id as "UserId", di.number as "Number", di.bet_type as "BetType",
  ${figureColumns('di')}, di.max_payout_cents::float8 as "ttMaxPayout"`;

const DETAIL_TOTALS = `${figureTotals('di')}, ${sum('di.max_payout_cents', 'ttMaxPayout')}`;

const DETAIL_SORTABLE = {
  Number: { sql: 'di.number', type: 'text' },
  DrawDate: { sql: 'd.draw_date', type: 'date' },
  BetType: { sql: 'di.bet_type', type: 'text' },
  ttBigIn: money('di.big_in'),
  ttSmallIn: money('di.small_in'),
  ttAmountIn: money('di.amount_in'),
  ttBigOut: money('di.big_in - di.big_intake'),
  ttSmallOut: money('di.small_in - di.small_intake'),
  ttAmountOut: money('di.amount_in - di.amount_intake'),
} as const satisfies Record<string, SortKey>;

const DETAIL_TIE_BREAKER: [SortKey, ...SortKey[]] = [
  { sql: 'di.draw_id', type: 'integer' },
  { sql: 'di.number', type: 'text' },
  { sql: 'di.bet_type', type: 'text' },
];

/** Rows of draw_intakes (alias di, its draw d) matching `where`, as the bet detail row. */
const detailQuery = (where: string, params: readonly unknown[]) => ({
  columns: DETAIL_COLUMNS,
  from: 'draw_intakes di join draws d on d.draw_id = di.draw_id',
  where,
  params,
  sortable: DETAIL_SORTABLE,
  tieBreaker: DETAIL_TIE_BREAKER,
  totals: DETAIL_TOTALS,
});

/** A number prefix of txtSearch, matched as typed (numbers are stored upper case). */
const searchCondition = (column: string, param: number) => `($${param}::text is null or ${column} like upper($${param}::text) || '%')`;

export const betsInCall = pagedCall({
  endpoint: betsIn,
  csvName: 'bets-in',
  async query({ query, caller, location, db }) {
    const subject = await subjectOf(db, caller.userId, query.UserId);
    if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
    return detailQuery(`di.user_id = $1 and di.draw_id = $2 and d.loc_id = $3 and ${searchCondition('di.number', 4)}`, [
      subject.ok,
      Number(query.DrawId),
      location,
      query.txtSearch?.trim() || null,
    ]);
  },
});

/** The numbers of the location's open draws (not finalised, cut-off ahead) where something was passed Out. */
const exceedCall = (endpoint: typeof outSetting6Exceed | typeof outSetting2Exceed, toto: boolean) =>
  pagedCall({
    endpoint,
    csvName: toto ? 'out-setting-tt-exceed' : 'out-setting-exceed',
    async query({ query, caller, location, db }) {
      const subject = await subjectOf(db, caller.userId, query.UserId);
      if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
      return detailQuery(
        `di.user_id = $1 and d.loc_id = $2 and not d.is_finalised and d.closes_at > now()
          and ${toto ? `di.bet_type = 'toto'` : `di.bet_type <> 'toto'`}
          and (di.big_in > di.big_intake or di.small_in > di.small_intake or di.amount_in > di.amount_intake)`,
        [subject.ok, location],
      );
    },
  });

export const outSetting6ExceedCall = exceedCall(outSetting6Exceed, false);
export const outSetting2ExceedCall = exceedCall(outSetting2Exceed, true);

/**
 * Rows `o` of what an agent passed on (big_out, small_out, amount_out, out_distributor_id), joined to
 * the agent `u` and the distributor `ds`: where the Out went, how they sort and their totals. Bets Out
 * and the Out report (./reportOut.ts) read them.
 */
const OUT_TO = `coalesce(ds.name, u.parent_id, '')`;
export const OUT_TO_COLUMNS = `case when o.out_distributor_id is null then 'upline' else 'distributor' end as "OutToKind",
  ${OUT_TO} as "OutTo", o.out_distributor_id as "DistributorId"`;
export const OUT_SORTABLE = {
  Number: { sql: 'o.number', type: 'text' },
  BetType: { sql: 'o.bet_type', type: 'text' },
  OutTo: { sql: OUT_TO, type: 'text', joined: true },
  ttBigOut: money('o.big_out'),
  ttSmallOut: money('o.small_out'),
  ttAmountOut: money('o.amount_out'),
} as const satisfies Record<string, SortKey>;
export const OUT_TIE_BREAKER: [SortKey, ...SortKey[]] = [
  { sql: 'o.number', type: 'text' },
  { sql: 'o.bet_type', type: 'text' },
  { sql: 'coalesce(o.out_distributor_id, 0)', type: 'integer' },
];
export const OUT_TOTALS = [sum('o.big_out', 'ttBigOut'), sum('o.small_out', 'ttSmallOut'), sum('o.amount_out', 'ttAmountOut')].join(', ');

/**
 * What one agent passed on in a draw, per number, bet type and destination: ticket_intakes at its
 * level, Out = In - Intake, to the distributor its Out went to (out_distributor_id) or else its upline.
 */
const outCall = (endpoint: typeof betsOut | typeof outBets, csvName: string, needsOutSet: boolean) =>
  pagedCall({
    endpoint,
    csvName,
    async query({ query, caller, location, db }) {
      const subject = await subjectOf(db, caller.userId, query.UserId, { needsOutSet });
      if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
      return {
        columns: `o.draw_id || ':' || o.number || ':' || o.bet_type || ':' || coalesce(o.out_distributor_id, 0) as "RowId",
          o.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", o.user_id as "UserId", o.number as "Number",
          o.bet_type as "BetType", o.big_out::float8 as "ttBigOut", o.small_out::float8 as "ttSmallOut", o.amount_out::float8 as "ttAmountOut",
          ${OUT_TO_COLUMNS}`,
        from: `(select ti.draw_id, ti.user_id, ti.number, ti.bet_type, ti.out_distributor_id,
                 sum(ti.big_in - ti.big_intake) as big_out, sum(ti.small_in - ti.small_intake) as small_out,
                 sum(ti.amount_in - ti.amount_intake) as amount_out
               from ticket_intakes ti
               where ti.user_id = $1 and ti.draw_id = $2
               group by ti.draw_id, ti.user_id, ti.number, ti.bet_type, ti.out_distributor_id) o
          join draws d on d.draw_id = o.draw_id
          join users u on u.user_id = o.user_id
          left join distributors ds on ds.distributor_id = o.out_distributor_id`,
        where: `d.loc_id = $3 and (o.big_out > 0 or o.small_out > 0 or o.amount_out > 0) and ${searchCondition('o.number', 4)}`,
        params: [subject.ok, Number(query.DrawId), location, query.txtSearch?.trim() || null],
        sortable: OUT_SORTABLE,
        tieBreaker: OUT_TIE_BREAKER,
        totals: OUT_TOTALS,
      };
    },
  });

export const betsOutCall = outCall(betsOut, 'bets-out', true);
export const outBetsCall = outCall(outBets, 'out-bets', false);

/** The tickets behind a number of a draw at one agent's level of their chains. */
export const betsInTicketsCall = pagedCall({
  endpoint: betsInTickets,
  csvName: 'bets-in-tickets',
  async query({ query, caller, location, db }) {
    const subject = await subjectOf(db, caller.userId, query.UserId);
    if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
    return {
      columns: `ti.ticket_id || ':' || ti.level as "RowId", ti.ticket_id::float8 as "TicketId", t.user_id as "Bettor", ti.level as "Level",
        ti.number as "Number", ti.bet_type as "BetType", ${figureColumns('ti')}`,
      from: 'ticket_intakes ti join tickets t on t.ticket_id = ti.ticket_id join draws d on d.draw_id = ti.draw_id',
      where: `ti.user_id = $1 and ti.draw_id = $2 and d.loc_id = $3 and ti.number = upper($4) and ($5::text is null or ti.bet_type = $5::text)`,
      params: [subject.ok, Number(query.DrawId), location, query.Number.trim(), query.BetType?.trim() || null],
      sortable: {
        TicketId: { sql: 'ti.ticket_id', type: 'bigint' },
        Bettor: { sql: 't.user_id', type: 'text' },
        ttBigIn: money('ti.big_in'),
        ttSmallIn: money('ti.small_in'),
        ttAmountIn: money('ti.amount_in'),
      },
      tieBreaker: [{ sql: 'ti.ticket_id', type: 'bigint' }],
      totals: figureTotals('ti'),
    };
  },
});
