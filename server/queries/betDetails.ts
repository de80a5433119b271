/**
 * bet/detailsFull and bet/detailDownlineFull (spec 02 §7.6, §3 "bet detail row"; contract/betViews.ts):
 * the intake chain of one draw (draw_intakes, migration 0020, filled at placement by the chain) per
 * number and bet type: In, Intake, Out = In - Intake, and the worst case of the intake. detailsFull is
 * the user's own level; detailDownlineFull every user below it (any depth), each its own rows.
 */
import { betDetailDownlineFull, betDetailsFull } from '../../contract/betViews.ts';
import { BRANCHES } from './betSummarySql.ts';
import { drawScope } from './betFiguresSql.ts';
import { pagedCall } from './pagedCall.ts';

const KINDS = [
  ['Big', 'big'],
  ['Small', 'small'],
  ['Amount', 'amount'],
] as const;

const DETAIL_COLUMNS = [
  ...KINDS.map(([name, kind]) => `s.${kind}_in::float8 as "${name}InCents"`),
  ...KINDS.map(([name, kind]) => `s.${kind}_intake::float8 as "${name}IntakeCents"`),
  ...KINDS.map(([name, kind]) => `(s.${kind}_in - s.${kind}_intake)::float8 as "${name}OutCents"`),
  `s.max_payout_cents::float8 as "MaxPayoutCents"`,
].join(', ');

const DETAIL_TOTALS = [
  ...KINDS.map(([name, kind]) => `coalesce(sum(s.${kind}_in), 0)::float8 as "${name}InCents"`),
  ...KINDS.map(([name, kind]) => `coalesce(sum(s.${kind}_intake), 0)::float8 as "${name}IntakeCents"`),
  ...KINDS.map(([name, kind]) => `coalesce(sum(s.${kind}_in - s.${kind}_intake), 0)::float8 as "${name}OutCents"`),
  `coalesce(sum(s.max_payout_cents), 0)::float8 as "MaxPayoutCents"`,
].join(', ');

const DETAIL_SORT = {
  Number: { sql: 's.number', type: 'text' },
  BetType: { sql: 's.bet_type', type: 'text' },
  BigInCents: { sql: 's.big_in', type: 'bigint' },
  BigIntakeCents: { sql: 's.big_intake', type: 'bigint' },
  BigOutCents: { sql: '(s.big_in - s.big_intake)', type: 'bigint' },
  MaxPayoutCents: { sql: 's.max_payout_cents', type: 'bigint' },
} as const;

export const betDetailsFullCall = pagedCall({
  endpoint: betDetailsFull,
  csvName: 'bet-details',
  async query({ query, caller, location, db }) {
    const userId = await drawScope(db, caller, location, query);
    if (typeof userId !== 'string') return userId;
    return {
      columns: `s.number as "Number", s.bet_type as "BetType", ${DETAIL_COLUMNS}`,
      from: 'draw_intakes s',
      where: 's.user_id = $1 and s.draw_id = $2',
      params: [userId, query.DrawId],
      sortable: DETAIL_SORT,
      tieBreaker: [
        { sql: 's.number', type: 'text' },
        { sql: 's.bet_type', type: 'text' },
      ],
      totals: DETAIL_TOTALS,
    };
  },
});

export const betDetailDownlineFullCall = pagedCall({
  endpoint: betDetailDownlineFull,
  csvName: 'bet-details-downline',
  async query({ query, caller, location, db }) {
    const userId = await drawScope(db, caller, location, query);
    if (typeof userId !== 'string') return userId;
    return {
      columns: `s.user_id as "UserId", s.number as "Number", s.bet_type as "BetType", ${DETAIL_COLUMNS}`,
      from: `(${BRANCHES} select i.* from draw_intakes i join branch b on b.user_id = i.user_id where i.user_id <> $1 and i.draw_id = $2) s`,
      where: 'true',
      params: [userId, query.DrawId],
      sortable: { UserId: { sql: 's.user_id', type: 'text' }, ...DETAIL_SORT },
      tieBreaker: [
        { sql: 's.user_id', type: 'text' },
        { sql: 's.number', type: 'text' },
        { sql: 's.bet_type', type: 'text' },
      ],
      totals: DETAIL_TOTALS,
    };
  },
});
