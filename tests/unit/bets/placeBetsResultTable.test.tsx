import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PlaceBetsResultTable } from '../../../src/views/bets/PlaceBetsResultTable.tsx';
import { renderPage } from '../../support/renderPage.tsx';

/** Place Bets' answer per line: a line a limit cut is accepted with what was cut; a refused one says why. */
describe('the Place Bets result', () => {
  it('shows a cut line as accepted with the limit’s message, and a refused one with its reason', () => {
    const line = { Column: null, Tickets: 1, TicketId: null };
    renderPage(
      <PlaceBetsResultTable
        result={{
          Lines: [
            { ...line, LineNumber: 1, Text: '5678/-10', Accepted: true, Reason: 'Cut from $10.00 to $5.00: the limit for 5678 is $25.00 per draw.', CostCents: 500, TicketId: 9 },
            { ...line, LineNumber: 2, Text: '1234/-30', Accepted: false, Reason: 'Limit for 1234 is $50.00 per draw; $20.00 is left.', CostCents: 0, Tickets: 0 },
            { ...line, LineNumber: 3, Text: '4321/-1', Accepted: true, Reason: null, CostCents: 100, TicketId: 10 },
          ],
          AcceptedLines: 2,
          RejectedLines: 1,
          Tickets: 2,
          CostCents: 600,
        }}
      />,
      { path: '/bet/placeBets/add-simple?LocId=TT' },
    );
    const results = screen.getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[2]!.textContent);
    expect(results).toEqual([
      'Accepted: Cut from $10.00 to $5.00: the limit for 5678 is $25.00 per draw.',
      'Rejected: Limit for 1234 is $50.00 per draw; $20.00 is left.',
      'Accepted',
    ]);
  });
});
