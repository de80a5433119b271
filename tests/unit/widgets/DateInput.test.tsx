import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { DateInput } from '../../../src/widgets/DateInput.tsx';
import { dateRangeError } from '../../../src/widgets/dateRange.ts';
import { renderPage } from '../../support/renderPage.tsx';

const today = DateTime.fromISO('2025-03-20T15:30:00', { zone: 'Asia/Singapore' });

function Field({ initial = null }: { initial?: DateTime | null }) {
  const [value, setValue] = useState<DateTime | null>(initial);
  return (
    <>
      <DateInput label="Draw From" value={value} onChange={setValue} today={today} />
      <output aria-label="Chosen">{value?.toISODate() ?? 'none'}</output>
    </>
  );
}

/** Two date inputs with the date range rule on the end. */
function Range() {
  const [from, setFrom] = useState<DateTime | null>(null);
  const [to, setTo] = useState<DateTime | null>(null);
  return (
    <>
      <DateInput label="Draw From" value={from} onChange={setFrom} today={today} />
      <DateInput label="Draw To" value={to} onChange={setTo} today={today} error={dateRangeError(from, to, 'Draw From must not be later than Draw To.')} />
    </>
  );
}

const input = (name = 'Draw From') => screen.getByRole('textbox', { name }) as HTMLInputElement;
const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

async function type(text: string, name = 'Draw From') {
  await userEvent.clear(input(name));
  if (text) await userEvent.type(input(name), text);
  await userEvent.tab();
}

describe('DateInput', () => {
  it('reads a day, a day/month or a day/month/year and shows MM/DD/YYYY', async () => {
    renderPage(<Field />);
    await type('5');
    expect(input().value).toBe('03/05/2025');
    expect(chosen()).toBe('2025-03-05');
    await type('5/11');
    expect(input().value).toBe('11/05/2025');
    expect(chosen()).toBe('2025-11-05');
    await type('29/2/2024');
    expect(input().value).toBe('02/29/2024');
    expect(chosen()).toBe('2024-02-29');
  });

  it('reads on Enter too', async () => {
    renderPage(<Field />);
    await userEvent.type(input(), '7/4{Enter}');
    expect(input().value).toBe('04/07/2025');
  });

  it('does not read its own MM/DD/YYYY text again as day first', async () => {
    renderPage(<Field initial={DateTime.fromISO('2025-03-05', { zone: 'Asia/Singapore' })} />);
    expect(input().value).toBe('03/05/2025');
    await userEvent.click(input());
    await userEvent.tab();
    expect(input().value).toBe('03/05/2025');
    expect(chosen()).toBe('2025-03-05');
  });

  it('keeps unreadable text with the error under it, and keeps the last date', async () => {
    renderPage(<Field />);
    await type('5');
    await type('31/2');
    expect(input().value).toBe('31/2');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe('This date does not exist.');
    expect(chosen()).toBe('2025-03-05');
    await type('5.3');
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe('Enter a date as d, d/m or d/m/yyyy.');
    await type('6');
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(chosen()).toBe('2025-03-06');
  });

  it('empties to no date', async () => {
    renderPage(<Field />);
    await type('5');
    await type('');
    expect(chosen()).toBe('none');
    expect(input().value).toBe('');
  });

  it('shows the date range error when the start is later than the end, and not otherwise', async () => {
    renderPage(<Range />);
    await type('10', 'Draw From');
    await type('9', 'Draw To');
    expect(input('Draw To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Draw From must not be later than Draw To.')).toBeTruthy();
    await type('10', 'Draw To');
    expect(input('Draw To').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Draw From must not be later than Draw To.')).toBeNull();
  });
});
