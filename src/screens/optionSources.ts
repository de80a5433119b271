import { betSummaryDrawDates, betSummaryUserIds } from '../../contract/betSummary.ts';
import { drawDates } from '../../contract/draws.ts';
import { memberListAllRoles } from '../../contract/members.ts';
import { paymentUserIds } from '../../contract/statements.ts';
import { grantableNames } from '../../contract/permissions.ts';
import { userLabel } from '../widgets/userSort.ts';
import { defineOptionSource } from './optionSource.ts';

/** The dropdown sources of the landed screens (src/screens/optionSource.ts): a call, its parameters, a row's option. */

/** The location's draws, latest first (the draw-date dropdown: label the date, value the id). */
export const drawDatesSource = defineOptionSource({
  id: 'drawDates',
  endpoint: drawDates,
  params: ['LocId'],
  option: (draw) => ({ value: String(draw.DrawId), label: draw.DrawDate }),
});

/** The location's draws, latest first, the open ones marked (a draw filter's `nextOpen` default: Bets In, Bets Out). */
export const openDrawDatesSource = defineOptionSource({
  id: 'openDrawDates',
  endpoint: drawDates,
  params: ['LocId'],
  option: (draw) => ({ value: String(draw.DrawId), label: draw.DrawDate, preferred: draw.Status === 'open' }),
});

/** The location's draw days, newest first, the settled ones preferred (a report's range opens on the latest settled day). */
export const settledDrawDaysSource = defineOptionSource({
  id: 'settledDrawDays',
  endpoint: drawDates,
  params: ['LocId'],
  option: (draw) => ({ value: draw.DrawDate, label: draw.DrawDate, preferred: draw.Status === 'finalised' }),
});

/** The caller and its whole downline: the user dropdown, and the breadcrumb of a drill-down into a user. */
export const memberTreeSource = defineOptionSource({
  id: 'memberTree',
  endpoint: memberListAllRoles,
  params: ['LocId'],
  option: (user) => ({ value: user.UserId, label: userLabel(user) }),
});

/** The draws with bets in the caller's tree (Bet Summary). */
export const betSummaryDrawsSource = defineOptionSource({
  id: 'betSummaryDrawDates',
  endpoint: betSummaryDrawDates,
  params: ['LocId'],
  option: (draw) => ({ value: String(draw.DrawId), label: draw.DrawDate }),
});

/** The users of the caller's tree with bets on the URL's draw (Bet Summary). */
export const betSummaryUsersSource = defineOptionSource({
  id: 'betSummaryUsers',
  endpoint: betSummaryUserIds,
  params: ['LocId', 'DrawId'],
  requires: ['DrawId'],
  option: (user) => ({ value: user.UserId, label: userLabel(user) }),
});

/** The days of the draws with bets in the caller's tree, newest first (History Tickets opens on the latest: value the date). */
export const betSummaryDrawDaysSource = defineOptionSource({
  id: 'betSummaryDrawDays',
  endpoint: betSummaryDrawDates,
  params: ['LocId'],
  option: (draw) => ({ value: draw.DrawDate, label: draw.DrawDate }),
});

/** The users the caller may record payments for (its direct downlines; an admin everyone below it): the payment form's user. */
export const paymentUsersSource = defineOptionSource({
  id: 'paymentUsers',
  endpoint: paymentUserIds,
  params: ['LocId'],
  option: (user) => ({ value: user.UserId, label: userLabel(user) }),
});

/** The permission names the caller may grant (the Grant form's Attribute). */
export const grantableNamesSource = defineOptionSource({
  id: 'grantableNames',
  endpoint: grantableNames,
  params: ['LocId'],
  option: (row) => ({ value: row.Attribute, label: row.Attribute }),
});
