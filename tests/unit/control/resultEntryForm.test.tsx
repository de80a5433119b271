import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../support/renderPage.tsx';
import { ResultEntryForm } from '../../../src/views/control/ResultEntryForm.tsx';
import { resultEntryProblems } from '../../../machines/rules/resultForm.ts';
import type { ResultEntry } from '../../../contract/drawResults.ts';

function renderForm(problems: ReturnType<typeof resultEntryProblems>, onSave: (entry: ResultEntry) => void = () => {}) {
  return renderPage(<ResultEntryForm game="TOTO" saved={{ Game: 'TOTO', Numbers: [3, 11, 19, 27, 35, 49], Additional: 8 }} problems={problems} busy={false} onSave={onSave} />);
}

describe('the TOTO result form', () => {
  it('has Number 1 to 6 and the Additional Number, filled from the saved result, and sends them as typed', () => {
    const onSave = vi.fn();
    renderForm([], onSave);
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('id'))).toEqual([
      'result-toto-1', 'result-toto-2', 'result-toto-3', 'result-toto-4', 'result-toto-5', 'result-toto-6', 'result-additional-1',
    ]);
    expect((screen.getByLabelText('Number 6') as HTMLInputElement).value).toBe('49');
    expect((screen.getByLabelText('Additional Number') as HTMLInputElement).value).toBe('8');
    fireEvent.change(screen.getByLabelText('Number 6'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(onSave).toHaveBeenCalledWith({ Game: 'TOTO', Numbers: ['3', '11', '19', '27', '35', '50'], Additional: '8' });
  });

  it('shows TOTO 50 refused on its field, translated by its code', () => {
    renderForm(resultEntryProblems({ Game: 'TOTO', Numbers: ['3', '11', '19', '27', '35', '50'], Additional: '8' }));
    const field = screen.getByLabelText('Number 6');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('TOTO numbers are 1 to 49.');
    expect(screen.getByLabelText('Number 5').getAttribute('aria-invalid')).toBe('false');
  });
});
