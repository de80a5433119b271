import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { ScreenFilters } from '../../../src/screens/ScreenFilters.tsx';
import { defaultsOf, isComplete } from '../../../src/screens/screenQuery.ts';
import type { ScreenDeclaration } from '../../../src/screens/declaration.ts';
import { betSummaryDrawDaysSource } from '../../../src/screens/optionSources.ts';
import { auditLog, changeOf, CHANGE_SHOWN_CHARS, operatorTimeOf } from '../../../src/screens/declarations/auditLog.ts';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * The layer's date range on calendar days (`on: 'date'`, issue 20 Audit Log): the same widget and
 * rule as Draw From / Draw To, on DateFrom and DateTo, with its own labels and error.
 */

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
async function type(name: string, text: string) {
  await userEvent.clear(input(name));
  await userEvent.type(input(name), text);
  await userEvent.tab();
}

describe('a date range on calendar days', () => {
  it('shows Date From and Date To, and navigates DateFrom and DateTo once both are given and in order', async () => {
    const onChange = vi.fn();
    renderPage(<ScreenFilters filters={[{ kind: 'dateRange', on: 'date' }]} url={parseScreenUrl('/utilities/auditLog?DateFrom=2026-11-01')} options={{}} onChange={onChange} />);
    expect(input('Date From').value).toBe('11/01/2026');
    expect(screen.queryByRole('textbox', { name: 'Draw From' })).toBeNull();
    await type('Date To', '2/11/2026');
    expect(onChange).toHaveBeenLastCalledWith({ DateFrom: '2026-11-01', DateTo: '2026-11-02' });
    onChange.mockClear();
    await type('Date From', '5/11/2026');
    expect(screen.getByText('Date From must not be later than Date To.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a required one waits for both, and its default goes into DateFrom and DateTo', () => {
    const declared: ScreenDeclaration = {
      ...auditLog,
      filters: [{ kind: 'dateRange', on: 'date', required: true, default: { latestOf: betSummaryDrawDaysSource } }],
    };
    expect(isComplete(declared, parseScreenUrl('/utilities/auditLog?DrawFrom=2026-11-01&DrawTo=2026-11-02'))).toBe(false);
    expect(isComplete(declared, parseScreenUrl('/utilities/auditLog?DateFrom=2026-11-01&DateTo=2026-11-02'))).toBe(true);
    const days = { betSummaryDrawDays: [{ DrawId: 9, DrawDate: '2026-11-25' }] };
    expect(defaultsOf(declared, parseScreenUrl('/utilities/auditLog'), days)).toEqual({ DateFrom: '2026-11-25', DateTo: '2026-11-25' });
  });
});

describe('the Audit Log cells', () => {
  it('shows the change as compact JSON, before → after, ∅ for none, cut when long', () => {
    expect(changeOf({ Before: '{"PerUnit": 2000, "Kind": "N"}', After: null })).toBe('{"PerUnit":2000,"Kind":"N"} → ∅');
    expect(changeOf({ Before: null, After: '{"t": ""}' })).toBe('∅ → {"t":""}');
    const long = changeOf({ Before: null, After: JSON.stringify({ TicketIds: Array.from({ length: 500 }, (_, i) => i) }) });
    expect(long).toHaveLength(CHANGE_SHOWN_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shows the time on the operator clock (GMT+8)', () => {
    expect(operatorTimeOf('2026-11-25T16:30:05.123Z')).toBe('2026-11-26 00:30:05');
  });
});
