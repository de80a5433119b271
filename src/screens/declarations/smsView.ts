import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { dSms, type InboundRow } from '../../../contract/smsInbound.ts';
import { defineView, type DrillDown, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { operatorTimeOf } from './auditLog.ts';

/** What a message did, in the user's language (the server stores the code). */
const OUTCOMES: Record<string, MessageDescriptor> = {
  placed: msg`Placed`,
  refused: msg`Refused`,
  unknown_sender: msg`Unknown sender`,
  closed: msg`Outside hours`,
  invalid: msg`Invalid`,
  linked: msg`Chat linked`,
  prompted: msg`Asked for contact`,
};

/** A message that placed tickets leads to them on View Tickets (the sender, the draw), with the trail back. */
const ticketsOf = (row: InboundRow): DrillDown | null =>
  row.UserId && row.DrawId !== null && row.Tickets > 0
    ? { screen: 'viewTickets', changes: { UserId: row.UserId, DrawId: String(row.DrawId) } }
    : null;

const COLUMNS: readonly ScreenColumn<InboundRow>[] = [
  { id: 'ReceivedAt', header: msg`Time`, kind: 'text', value: (row) => operatorTimeOf(row.ReceivedAt) },
  { id: 'Channel', header: msg`Channel`, kind: 'text', value: (row) => (row.Channel === 'bot' ? msg`Bot` : msg`SMS`) },
  { id: 'Sender', header: msg`Sender`, kind: 'text', value: (row) => row.Sender },
  { id: 'UserId', header: msg`User`, kind: 'text', value: (row) => row.UserId ?? msg`(unknown)` },
  { id: 'Text', header: msg`Message`, kind: 'text', value: (row) => row.Text },
  { id: 'Outcome', header: msg`Outcome`, kind: 'text', value: (row) => OUTCOMES[row.Outcome] ?? row.Outcome },
  { id: 'Tickets', header: msg`Tickets`, kind: 'link', value: (row) => row.Tickets, drill: ticketsOf },
  { id: 'TicketIds', header: msg`Ticket Ids`, kind: 'text', value: (row) => row.TicketIds },
  { id: 'CostCents', header: msg`Cost`, kind: 'money', value: (row) => row.CostCents },
  { id: 'Reply', header: msg`Reply`, kind: 'text', value: (row) => row.Reply },
];

const EXAMPLE: InboundRow = {
  InboundId: 7,
  ReceivedAt: '2026-11-25T03:15:00.000Z',
  Channel: 'sms',
  LocId: 'SG',
  Sender: '6591110001',
  UserId: 'member1',
  Text: '1234 1-2',
  Outcome: 'placed',
  DrawId: 42,
  TicketIds: '901',
  Tickets: 1,
  CostCents: 300,
  Reply: 'Accepted for the draw of 2026-11-28: 1 ticket, cost $3.00. Ticket 901.',
};

/**
 * SMS View (spec 02 §2.2 /sms/smsView, §7.15 dSMS; issue 23): every bet message received by SMS or by
 * the bot at the location, newest first: sender, text, time, what it did (outcome, tickets and cost,
 * the tickets a link to View Tickets) and the reply. The server shows a caller its tree's senders
 * (an admin every message, unknown senders included: server/queries/smsView.ts).
 */
export const smsView: ScreenDeclaration = {
  id: 'smsView',
  title: msg`SMS View`,
  menuItem: 'smsView',
  filters: [
    { kind: 'user', options: memberTreeSource },
    { kind: 'dateRange', on: 'date' },
  ],
  views: [
    defineView<InboundRow>({
      // No §6 attribute names SMS View (every user has it in the SMS tab): the view code only names the view.
      vw: 'MEM',
      label: msg`SMS View`,
      endpoints: { '4d': dSms, tt: dSms },
      columns: COLUMNS,
      rowKey: (row) => String(row.InboundId),
      defaultSort: { by: 'ReceivedAt', direction: 'desc' },
      totals: ['Tickets', 'CostCents'],
      example: EXAMPLE,
    }),
  ],
};
