import { msg } from '@lingui/core/macro';
import {
  betSummaryByShare,
  betSummaryByType,
  betSummaryByTypeSum,
  type SummaryByShareRow,
  type SummaryByTypeRow,
  type SummaryByTypeSumRow,
} from '../../../contract/betSummary.ts';
import { defineView, type DrillDown, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { betTypeText } from '../ticketView.ts';
import { betSummaryDrawsSource, betSummaryUsersSource } from '../optionSources.ts';
import { betPerm, betViewFull } from '../../../contract/betViews.ts';
import type { BetTypeSchema, Figures } from '../../../contract/betFigures.ts';
import type { InferOutput } from 'valibot';
import { paramOf, type ScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { EXAMPLE_FIGURES, FIGURE_TOTALS, figureColumns } from '../betFigureColumns.ts';
import { BET_PAGE_BY_DATE_PATH, BET_VIEW_BY_DATE_PATH } from '../betPagePaths.ts';

type NumberRow = { Number: string; BetType: InferOutput<typeof BetTypeSchema> } & Figures;
type PermRow = { Perm: string; Numbers: string[] } & Figures;
/** The Bets pages by date keep the summary's user (their range opens on the latest draw day). */
const withUser = (url: ScreenUrl) => ({ UserId: paramOf(url, 'UserId') });

const drillIntoUser = (row: { UserId: string }) => ({ changes: { UserId: row.UserId } });
/** A user's tickets of the draw, on View Tickets: a drill-down that leaves the screen, with the trail back. */
const ticketsOf = (row: { UserId: string }) => ({ screen: 'viewTickets' as const, changes: { UserId: row.UserId } });
const stakeColumns = <Row extends SummaryByTypeSumRow>(tickets?: (row: Row) => DrillDown): ScreenColumn<Row>[] => [
  tickets
    ? { id: 'Tickets', header: msg`Tickets`, kind: 'link', value: (row) => row.Tickets, drill: tickets }
    : { id: 'Tickets', header: msg`Tickets`, kind: 'number', value: (row) => row.Tickets },
  { id: 'BigCents', header: msg`Big`, kind: 'money', value: (row) => row.BigCents },
  { id: 'SmallCents', header: msg`Small`, kind: 'money', value: (row) => row.SmallCents },
  { id: 'TotoAmountCents', header: msg`TOTO Amount`, kind: 'money', value: (row) => row.TotoAmountCents },
  { id: 'CostCents', header: msg`Cost`, kind: 'money', value: (row) => row.CostCents },
];
const STAKE_TOTALS = ['Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'];
const percentOf = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/**
 * Bet Summary (spec 02 §2.2 /bet/betSummary; §7.6 bet/summary/*, §7.7 betSummary*): what the caller's
 * tree bet on one draw, by user and bet type (a user drills into its own downline), by bet type,
 * and by downline with the caller's share.
 *
 * Views by attribute (spec 02 §6; decision, README "Data screens"): By User is BETSUMMARY (the
 * summary itself, the default view); By Share is BETSUMMARY2 (the second summary, by share, which
 * §9 caches apart as "bet summary by share"); By Bet Type, the tree's sums by type, is RPTSUM (the
 * summary attribute). The old codes TYPE and SHARE still open them (src/menu/viewCodes.ts).
 * By Number (BET_ACTIVE, bet/viewFull) and Permutations (BET_SEARCH, bet/perm) are the branch's bets
 * of the draw per number (issue 21); the page actions lead to Bets By Day and Bets By Number.
 */
export const betSummary: ScreenDeclaration = {
  id: 'betSummary',
  title: msg`Bet Summary`,
  menuItem: 'betSummary',
  filters: [
    { kind: 'draw', options: betSummaryDrawsSource, required: true, default: 'latest' },
    { kind: 'user', options: betSummaryUsersSource },
  ],
  actions: [
    { id: 'betPageByDate', label: msg`Bets By Day`, to: (url) => ({ page: BET_PAGE_BY_DATE_PATH, changes: withUser(url) }) },
    { id: 'betViewByDate', label: msg`Bets By Number`, to: (url) => ({ page: BET_VIEW_BY_DATE_PATH, changes: withUser(url) }) },
  ],
  views: [
    defineView<SummaryByTypeRow>({
      vw: 'BETSUMMARY',
      label: msg`By User`,
      endpoints: { '4d': betSummaryByType, tt: betSummaryByType },
      columns: [
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: drillIntoUser },
        { id: 'UserName', header: msg`Name`, kind: 'text', value: (row) => row.UserName },
        { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) },
        ...stakeColumns<SummaryByTypeRow>(ticketsOf),
      ],
      rowKey: (row) => `${row.UserId}:${row.BetType}`,
      // The user's own bets, beside its downlines' rows: the upline's row (spec 02 §2.13 grey).
      upline: (row, subject) => row.UserId === subject,
      defaultSort: { by: 'UserId', direction: 'asc' },
      tone: betTone,
      totals: STAKE_TOTALS,
      example: { UserId: 'member1', UserName: 'Member One', BetType: 'roll', Tickets: 10, BigCents: 1000, SmallCents: 0, TotoAmountCents: 0, CostCents: 1000 },
    }),
    defineView<SummaryByTypeSumRow>({
      vw: 'RPTSUM',
      label: msg`By Bet Type`,
      endpoints: { '4d': betSummaryByTypeSum, tt: betSummaryByTypeSum },
      columns: [{ id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) }, ...stakeColumns<SummaryByTypeSumRow>()],
      rowKey: (row) => row.BetType,
      defaultSort: { by: 'BetType', direction: 'asc' },
      tone: betTone,
      totals: STAKE_TOTALS,
      example: { BetType: 'iBet', Tickets: 24, BigCents: 2400, SmallCents: 0, TotoAmountCents: 0, CostCents: 2400 },
    }),
    defineView<SummaryByShareRow>({
      vw: 'BETSUMMARY2',
      label: msg`By Share`,
      endpoints: { '4d': betSummaryByShare, tt: betSummaryByShare },
      columns: [
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: drillIntoUser },
        { id: 'UserName', header: msg`Name`, kind: 'text', value: (row) => row.UserName },
        { id: 'CostCents', header: msg`Turnover`, kind: 'money', value: (row) => row.CostCents },
        { id: 'ShareBp', header: msg`Share`, kind: 'text', value: (row) => percentOf(row.ShareBp) },
        { id: 'ShareCents', header: msg`Share Amount`, kind: 'money', value: (row) => row.ShareCents },
      ],
      rowKey: (row) => row.UserId,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: ['CostCents', 'ShareCents'],
      example: { UserId: 'agent3', UserName: 'Agent Three', CostCents: 12_345, ShareBp: 2500, ShareCents: 3086 },
    }),
    defineView<NumberRow>({
      vw: 'BET_ACTIVE',
      label: msg`By Number`,
      endpoints: { '4d': betViewFull, tt: betViewFull },
      columns: [
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
        { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) },
        ...figureColumns<NumberRow>(),
      ],
      rowKey: (row) => `${row.Number}:${row.BetType}`,
      defaultSort: { by: 'Number', direction: 'asc' },
      tone: betTone,
      totals: FIGURE_TOTALS,
      example: { Number: '1234', BetType: 'straight', ...EXAMPLE_FIGURES },
    }),
    defineView<PermRow>({
      vw: 'BET_SEARCH',
      label: msg`Permutations`,
      endpoints: { '4d': betPerm, tt: betPerm },
      columns: [
        { id: 'Perm', header: msg`Digits`, kind: 'text', value: (row) => row.Perm },
        { id: 'Numbers', header: msg`Numbers`, kind: 'text', value: (row) => row.Numbers.join(' ') },
        ...figureColumns<PermRow>(),
      ],
      rowKey: (row) => row.Perm,
      defaultSort: { by: 'Perm', direction: 'asc' },
      totals: FIGURE_TOTALS,
      example: { Perm: '1234', Numbers: ['1234', '4321'], ...EXAMPLE_FIGURES },
    }),
  ],
};
