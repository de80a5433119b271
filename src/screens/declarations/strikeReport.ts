import { msg } from '@lingui/core/macro';
import { reportStrike, type StrikeRow } from '../../../contract/reportsStrike.ts';
import { defineView, type PageAction, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { betTypeText } from '../ticketView.ts';
import {
  prizeText,
  STRIKE_BY_CATEGORY_PATH,
  STRIKE_BY_NUMBER_PATH,
  STRIKE_BY_USER_PATH,
  STRIKE_FILTERS,
  STRIKE_RESULT_PATH,
  stakeText,
} from '../strikeColumns.ts';

/** A summary of the same draw and user (the trail leads back here); its own sort, not this one's. */
const toSummary = (id: string, label: PageAction['label'], page: string): PageAction => ({
  id,
  label,
  to: () => ({ page, changes: { SortBy: null, SortDir: null, VW: null } }),
});

/**
 * Strike Report (spec 02 §2.2 /report/{tt}strike, §7.13 reportStrike; DOMAIN.md "The reports"): the
 * winning entries of a settled draw in the caller's tree, one row per strike (a ticket's Big or Small
 * on one place, or a TOTO ticket's group), with the category, the figure per unit and the payout. A
 * user drills into its branch; the actions lead to the summaries by downline, category and number and
 * to the result with the strikes per place (./strikeSummaries.ts).
 */
export const strikeReport: ScreenDeclaration = {
  id: 'strikeReport',
  title: msg`Strike Report`,
  menuItem: 'strikeReport',
  filters: STRIKE_FILTERS,
  actions: [
    toSummary('strikeByUser', msg`By Downline`, STRIKE_BY_USER_PATH),
    toSummary('strikeByCategory', msg`By Category`, STRIKE_BY_CATEGORY_PATH),
    toSummary('strikeByNumber', msg`By Number`, STRIKE_BY_NUMBER_PATH),
    toSummary('strikeResult', msg`Result`, STRIKE_RESULT_PATH),
  ],
  views: [
    defineView<StrikeRow>({
      vw: 'RPTSTRIKE',
      label: msg`Strike Report`,
      endpoints: { '4d': reportStrike, tt: reportStrike },
      columns: [
        { id: 'TicketId', header: msg`Ticket`, kind: 'text', value: (row) => String(row.TicketId) },
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => ({ changes: { UserId: row.UserId } }) },
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => `${row.Number}${row.TotoForm ?? ''}` },
        { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) },
        { id: 'WonNumber', header: msg`Number Drawn`, kind: 'text', value: (row) => row.WonNumber },
        { id: 'Prize', header: msg`Category`, kind: 'text', value: (row) => prizeText(row.Prize) },
        { id: 'Stake', header: msg`Stake`, kind: 'text', value: (row) => stakeText(row.Stake) },
        { id: 'StakeCents', header: msg`Stake Amount`, kind: 'money', value: (row) => row.StakeCents },
        { id: 'PerUnit', header: msg`Prize Per Unit`, kind: 'number', value: (row) => row.PerUnit },
        { id: 'PayoutCents', header: msg`Payout`, kind: 'money', value: (row) => row.PayoutCents },
      ],
      rowKey: (row) => `${row.TicketId}:${row.Prize}:${row.Position}:${row.Stake}`,
      defaultSort: { by: 'TicketId', direction: 'asc' },
      tone: betTone,
      totals: ['PayoutCents'],
      example: {
        TicketId: 501, UserId: 'member1', Number: '1234', BetType: 'straight', Draws: ['Sat'], TotoForm: null, WonNumber: '1234',
        Prize: 'starter', Position: 3, Stake: 'big', StakeCents: 100, PerUnit: 250, PayoutCents: 25_000, Strikes: 1,
      },
    }),
  ],
};
