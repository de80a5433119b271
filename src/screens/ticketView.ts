import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Ticket } from '../../contract/bets.ts';
import { defineView, type PagedEndpoint, type ScreenColumn } from './declaration.ts';
import type { Game } from '../../contract/endpoint.ts';
import { betTone } from './betTone.ts';
import type { ViewCode } from '../menu/viewCodes.ts';

const BET_TYPES: Record<Ticket['BetType'], MessageDescriptor> = {
  straight: msg`Straight`,
  roll: msg`Roll`,
  iBet: msg`iBet`,
  kBet: msg`kBet`,
  toto: msg`TOTO`,
};

/** The bet type as a person reads it, in the user's language. */
export const betTypeText = (betType: Ticket['BetType']) => BET_TYPES[betType];

/** The columns of every ticket list (View, Search and History Tickets): a user's id drills into that user. */
const TICKET_COLUMNS: readonly ScreenColumn<Ticket>[] = [
  { id: 'TicketId', header: msg`Ticket`, kind: 'text', value: (ticket) => String(ticket.TicketId) },
  { id: 'UserId', header: msg`User Id`, kind: 'link', value: (ticket) => ticket.UserId, drill: (ticket) => ({ changes: { UserId: ticket.UserId } }) },
  { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (ticket) => ticket.DrawDate },
  { id: 'Number', header: msg`Number`, kind: 'text', value: (ticket) => `${ticket.Number}${ticket.TotoForm ?? ''}` },
  { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (ticket) => betTypeText(ticket.BetType) },
  { id: 'BigCents', header: msg`Big`, kind: 'money', value: (ticket) => ticket.BigCents },
  { id: 'SmallCents', header: msg`Small`, kind: 'money', value: (ticket) => ticket.SmallCents },
  { id: 'CostCents', header: msg`Cost`, kind: 'money', value: (ticket) => ticket.CostCents },
  // Null until the draw's result is inserted: an unsettled ticket shows an empty cell, not 0.00.
  { id: 'StrikeCents', header: msg`Payout`, kind: 'money', value: (ticket) => ticket.StrikeCents },
  { id: 'WinLossCents', header: msg`Win/Loss`, kind: 'money', value: (ticket) => ticket.WinLossCents },
  { id: 'CreatedDate', header: msg`Created`, kind: 'text', value: (ticket) => ticket.CreatedDate.replace('T', ' ').slice(0, 19) },
];


/** A ticket as bet/page2 answers it: the example row of the ticket screens. */
const EXAMPLE_TICKET: Ticket = {
  TicketId: 101,
  UserId: 'member1',
  DrawId: 7,
  DrawDate: '2026-11-22',
  Number: '1234',
  BetType: 'straight',
  Draws: ['Sun'],
  BigCents: 100,
  SmallCents: 50,
  TotoForm: null,
  TotoAmountCents: 0,
  Tickets: 1,
  CostCents: 150,
  FileId: null,
  LineNumber: 1,
  CreatedDate: '2026-11-21T10:15:00.000Z',
  StrikeCents: 200_000,
  WinLossCents: 199_850,
};

/**
 * A view of tickets (View, Search and History Tickets): the ticket columns, newest first, toned by
 * bet type, with the stakes and the cost totalled over the whole query.
 */
export const ticketView = (view: { vw: ViewCode; label: MessageDescriptor; endpoints: Partial<Record<Game, PagedEndpoint>> }) =>
  defineView<Ticket>({
    ...view,
    columns: TICKET_COLUMNS,
    // A row is a ticket in one of its draws: a day-code line shows once per draw it covers.
    rowKey: (ticket) => `${ticket.TicketId}:${ticket.DrawId}`,
    defaultSort: { by: 'CreatedDate', direction: 'desc' },
    tone: betTone,
    totals: ['BigCents', 'SmallCents', 'CostCents'],
    example: EXAMPLE_TICKET,
  });
