import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../support/renderPage.tsx';
import userEvent from '@testing-library/user-event';
import { LanguageSelector } from '../../../src/views/login/LanguageSelector.tsx';

function renderSelector(value: 'en' | 'ch') {
  const onChange = vi.fn();
  renderPage(<LanguageSelector value={value} onChange={onChange} />);
  return onChange;
}

describe('the language selector', () => {
  it('offers English and Chinese, each named in itself, and shows the current one', () => {
    renderSelector('en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('lang')).toBe('zh');
  });

  it('reports a new choice with the spec’s codes, and nothing for the current one', async () => {
    const onChange = renderSelector('ch');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
