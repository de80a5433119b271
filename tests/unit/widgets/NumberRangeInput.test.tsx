import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberRangeInput } from '../../../src/widgets/NumberRangeInput.tsx';
import { COMMISSION_RANGE, SHARE_RANGE, TAX_RANGE, TT_COMMISSION_RANGE, type NumberRange } from '../../../src/widgets/numberRanges.ts';
import { renderPage } from '../../support/renderPage.tsx';

function Field({ range }: { range: NumberRange }) {
  const [value, setValue] = useState('');
  return <NumberRangeInput label="Rate" range={range} value={value} onChange={setValue} />;
}

const input = () => screen.getByRole('spinbutton', { name: 'Rate' }) as HTMLInputElement;
const errorText = () => {
  const id = input().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

async function enter(text: string) {
  await userEvent.clear(input());
  await userEvent.type(input(), text);
}

describe('NumberRangeInput', () => {
  it.each([
    ['share', SHARE_RANGE, '0', '1', '0.01'],
    ['commission', COMMISSION_RANGE, '0', '0.2', '0.005'],
    ['tax', TAX_RANGE, '0', '0.01', '0.001'],
    ['TT commission', TT_COMMISSION_RANGE, '0', '0.3', '0.01'],
  ])('a %s input has the range of spec 02 §5 as min, max and step', (_, range, min, max, step) => {
    renderPage(<Field range={range} />);
    expect([input().min, input().max, input().step]).toEqual([min, max, step]);
  });

  it('accepts values on a step within the range', async () => {
    renderPage(<Field range={COMMISSION_RANGE} />);
    for (const value of ['0', '0.005', '0.035', '0.2']) {
      await enter(value);
      expect(input().getAttribute('aria-invalid'), value).toBeNull();
      expect(errorText()).toBeNull();
    }
  });

  it('marks values outside the range or between steps invalid, with the message under it', async () => {
    renderPage(<Field range={COMMISSION_RANGE} />);
    await enter('0.25');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(errorText()).toBe('Enter a value from 0 to 0.2.');
    await enter('0.0351');
    expect(errorText()).toBe('Enter a value in steps of 0.005.');
  });
});
