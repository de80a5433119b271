import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { ScreenFilters } from '../../../src/screens/ScreenFilters.tsx';
import { smsReport } from '../../../src/screens/declarations/smsReport.ts';
import { printCaption } from '../../../src/screens/print/printCaption.ts';
import { i18n } from '../../../src/i18n/i18n.ts';
import { renderPage } from '../../support/renderPage.tsx';

const statusFilter = smsReport.filters.filter((filter) => filter.kind === 'choice');

describe("the layer's choice filter (SMS Report's Status)", () => {
  it('shows All and each choice, the URL value chosen, and navigates the choice (All drops the parameter)', () => {
    const onChange = vi.fn();
    renderPage(<ScreenFilters filters={statusFilter} url={parseScreenUrl('/sms/smsReport?Status=failed')} options={{}} onChange={onChange} />);
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['All', 'Queued', 'Sending', 'Sent', 'Failed']);
    expect(select.value).toBe('failed');
    fireEvent.change(select, { target: { value: 'sent' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([[{ Status: 'sent' }], [{ Status: null }]]);
  });

  it("names the chosen choice by its label in the print view's caption", () => {
    const caption = printCaption(smsReport, parseScreenUrl('/sms/smsReport?Status=queued&DateFrom=2026-11-01'), {});
    expect(caption.map((part) => [i18n._(part.label), typeof part.value === 'string' ? part.value : i18n._(part.value)])).toEqual([
      ['Date From', '2026-11-01'],
      ['Status', 'Queued'],
    ]);
  });
});
