import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { DrawDateDropdown } from '../../../src/widgets/DrawDateDropdown.tsx';
import { renderPage } from '../../support/renderPage.tsx';

const draws = [
  { DrawId: 5012, DrawDate: '03/15/2025' },
  { DrawId: 5013, DrawDate: '03/16/2025' },
];

describe('DrawDateDropdown', () => {
  it('lists the draw dates as labels with the draw ids as values, after the placeholder', () => {
    renderPage(<DrawDateDropdown draws={draws} value={null} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Draw Date' }) as HTMLSelectElement;
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.value])).toEqual([
      ['-- Select --', ''],
      ['03/15/2025', '5012'],
      ['03/16/2025', '5013'],
    ]);
    expect(select.value).toBe('');
  });

  it('sends the chosen draw id, typed as the draw gave it', async () => {
    const onChange = vi.fn();
    renderPage(<DrawDateDropdown draws={draws} value={null} onChange={onChange} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Draw Date' }), '03/16/2025');
    expect(onChange).toHaveBeenCalledWith(5013);
  });

  it('shows the chosen draw and sends null when the placeholder is chosen again', async () => {
    const onChange = vi.fn();
    renderPage(<DrawDateDropdown draws={draws} value={5012} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Draw Date' }) as HTMLSelectElement;
    expect(select.value).toBe('5012');
    await userEvent.setup().selectOptions(select, '-- Select --');
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("says 'No data.' when there are no draws", () => {
    renderPage(<DrawDateDropdown draws={[]} value={null} onChange={() => {}} label="From" />);
    const select = screen.getByRole('combobox', { name: 'From' });
    const noData = within(select).getByRole('option', { name: 'No data.' }) as HTMLOptionElement;
    expect(noData.disabled).toBe(true);
    expect(within(select).getAllByRole('option')).toHaveLength(2);
  });

  it('is a plain select without search, 115 px wide and 105 px on mobile', () => {
    renderPage(<DrawDateDropdown draws={draws} value={null} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Draw Date' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(select.className).toBe('draw-date-dropdown');
    const css = readFileSync('src/widgets/widgets.css', 'utf8');
    expect(css).toMatch(/\.draw-date-dropdown \{[^}]*width: 115px/);
    expect(css).toMatch(/@media \(max-width: 1024px\) \{\s*\.draw-date-dropdown \{ width: 105px; \}/);
  });
});
