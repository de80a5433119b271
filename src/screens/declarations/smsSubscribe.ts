import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  deleteSMSSubscribe,
  insertMultiSMSSubscribe,
  mSMSSubscribeStrikeTree,
  mSMSSubscribeTree,
  type SubscribeTreeRow,
} from '../../../contract/smsSubscriptions.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall, type PageWrite, type RowAction } from '../rowActions.ts';

/** What reaches the user: its channels, or the warning that a subscription gets it nothing. */
const reachOf = (row: SubscribeTreeRow) => {
  if (row.HasMobile && row.BotLinked) return msg`SMS and bot`;
  if (row.HasMobile) return msg`SMS`;
  if (row.BotLinked) return msg`Bot`;
  return msg`No number: it gets nothing`;
};

const COLUMNS: readonly ScreenColumn<SubscribeTreeRow>[] = [
  // An agent's id shows its branch (a drill-down into the user, with the breadcrumb).
  { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => (row.Role === 'MEM' ? null : { changes: { UserId: row.UserId } }) },
  { id: 'UserName', header: msg`Name`, kind: 'text', value: (row) => row.UserName },
  { id: 'Role', header: msg`Role`, kind: 'text', value: (row) => row.Role },
  { id: 'Reach', header: msg`Number`, kind: 'text', value: reachOf },
  { id: 'Subscribed', header: msg`Subscribed`, kind: 'text', value: (row) => (row.Subscribed ? msg`Yes` : msg`No`) },
];

/** The body of both writes: the users, the kind of the rows, their location. */
const bodyOf = (rows: readonly SubscribeTreeRow[]) => ({ LocId: rows[0]!.LocId, Kind: rows[0]!.Kind, UserIds: rows.map((row) => row.UserId) });

const ROW_ACTIONS: readonly RowAction<SubscribeTreeRow>[] = [
  { kind: 'write', id: 'subscribe', label: msg`Subscribe`, when: (row) => !row.Subscribed, call: (row) => writeCall(insertMultiSMSSubscribe, { body: bodyOf([row]) }) },
  { kind: 'write', id: 'unsubscribe', label: msg`Unsubscribe`, when: (row) => row.Subscribed, call: (row) => writeCall(deleteSMSSubscribe, { body: bodyOf([row]) }) },
];

const PAGE_WRITES: readonly PageWrite<SubscribeTreeRow>[] = [
  {
    id: 'subscribeAll',
    label: msg`Subscribe all`,
    call: (rows) => {
      const open = rows.filter((row) => !row.Subscribed);
      return open.length > 0 ? writeCall(insertMultiSMSSubscribe, { body: bodyOf(open) }) : null;
    },
  },
  {
    id: 'unsubscribeAll',
    label: msg`Unsubscribe all`,
    confirm: (rows) => msg`Unsubscribe every user shown (${rows.filter((row) => row.Subscribed).length})?`,
    call: (rows) => {
      const subscribed = rows.filter((row) => row.Subscribed);
      return subscribed.length > 0 ? writeCall(deleteSMSSubscribe, { body: bodyOf(subscribed) }) : null;
    },
  },
];

const EXAMPLE: SubscribeTreeRow = {
  UserId: 'member1', UserName: 'Member One', Role: 'MEM', ParentId: 'agent1', Rank: 2, LocId: 'SG', Kind: 'result',
  HasMobile: true, BotLinked: false, Subscribed: true, SubscribedBy: 'agent1',
};

const view = (vw: 'RPTRESULT' | 'RPTSTRIKE', label: MessageDescriptor, endpoint: typeof mSMSSubscribeTree | typeof mSMSSubscribeStrikeTree, kind: SubscribeTreeRow['Kind']) =>
  defineView<SubscribeTreeRow>({
    vw,
    label,
    endpoints: { '4d': endpoint, tt: endpoint },
    columns: COLUMNS,
    // The user whose branch is listed, in the upline grey.
    upline: (row, subject) => row.UserId === subject,
    rowKey: (row) => row.UserId,
    defaultSort: { by: 'Rank', direction: 'asc' },
    totals: [],
    example: { ...EXAMPLE, Kind: kind },
    actions: ROW_ACTIONS,
    pageWrites: PAGE_WRITES,
  });

/**
 * SMS Subscribe (spec 02 §2.2 /sms/smsSubscribe, §7.15): the users of the caller's tree at the
 * location (the member tree, mSMSSubscribeTree and mSMSSubscribeStrikeTree; the User dropdown or an
 * agent's id narrows it to a branch), who receives the draw results (view RPTRESULT, the result
 * report's attribute) and who its own strikes (RPTSTRIKE, the strike report's). Subscribe and
 * Unsubscribe per row, or for every row shown at once. A user with no mobile and no bot chat can be
 * subscribed: the Number column says it gets nothing.
 */
export const smsSubscribeScreen: ScreenDeclaration = {
  id: 'smsSubscribe',
  title: msg`SMS Subscribe`,
  menuItem: 'smsSubscribe',
  filters: [{ kind: 'user', options: memberTreeSource }],
  views: [view('RPTRESULT', msg`Results`, mSMSSubscribeTree, 'result'), view('RPTSTRIKE', msg`Strikes`, mSMSSubscribeStrikeTree, 'strike')],
};
