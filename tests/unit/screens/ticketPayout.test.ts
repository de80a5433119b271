import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../../contract/bets.ts';
import { viewTickets } from '../../../src/screens/declarations/viewTickets.ts';
import { searchTickets } from '../../../src/screens/declarations/searchTickets.ts';
import { historyTickets } from '../../../src/screens/declarations/historyTickets.ts';
import { cellText } from '../../../src/widgets/dataTable/index.ts';

const ticket = (settled: Pick<Ticket, 'StrikeCents' | 'WinLossCents'>): Ticket => ({
  TicketId: 1, UserId: 'member1', DrawId: 7, DrawDate: '2026-11-22', Number: '1234', BetType: 'straight', Draws: ['Sun'],
  BigCents: 100, SmallCents: 0, TotoForm: null, TotoAmountCents: 0, Tickets: 1, CostCents: 100, FileId: null, LineNumber: 1,
  CreatedDate: '2026-11-21T10:15:00.000Z', ...settled,
});

describe('Payout and Win/Loss on every ticket screen', () => {
  const views = [viewTickets, searchTickets, historyTickets].flatMap((screen) => screen.views.map((view) => [screen.id, view] as const));

  it.each(views)('%s shows the payout and the win/loss in money, an unsettled ticket empty cells', (_id, view) => {
    const payout = view.columns.find((column) => column.id === 'StrikeCents')!;
    const winLoss = view.columns.find((column) => column.id === 'WinLossCents')!;
    expect([payout.kind, winLoss.kind]).toEqual(['money', 'money']);
    const won = ticket({ StrikeCents: 200_000, WinLossCents: 199_900 });
    expect(cellText(payout.kind, payout.value(won) as number)).toBe('$2,000.00');
    expect(cellText(winLoss.kind, winLoss.value(won) as number)).toBe('$1,999.00');
    const lost = ticket({ StrikeCents: 0, WinLossCents: -100 });
    expect(cellText(winLoss.kind, winLoss.value(lost) as number)).toBe('-$1.00');
    const open = ticket({ StrikeCents: null, WinLossCents: null });
    expect(cellText(payout.kind, payout.value(open) as null)).toBe('');
    expect(cellText(winLoss.kind, winLoss.value(open) as null)).toBe('');
  });
});
