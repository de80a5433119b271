import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { PageHeader } from '../../../src/widgets/PageHeader.tsx';
import { renderPage } from '../../support/renderPage.tsx';

describe('PageHeader', () => {
  it('shows the title as the page heading and the left, right and content areas', () => {
    renderPage(
      <PageHeader title="Bet Summary" left={<span>L</span>} right={<button type="button">Print</button>}>
        <p>Filters</p>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bet Summary' })).toBeTruthy();
    expect(screen.getByText('L').closest('.page-header__left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).closest('.page-header__right')).toBeTruthy();
    expect(screen.getByText('Filters').closest('.page-header__content')).toBeTruthy();
  });

  it('has no Back button unless asked', () => {
    renderPage(<PageHeader title="Home" />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('Back returns to the previous page through history.back()', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderPage(<PageHeader title="Details" showBack />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('Back can be given another action', async () => {
    const onBack = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderPage(<PageHeader title="Details" showBack onBack={onBack} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('hides the title on very narrow screens (360 px) through its CSS class', () => {
    renderPage(<PageHeader title="Report" />);
    expect(screen.getByRole('heading', { name: 'Report' }).className).toBe('page-header__title');
    const css = readFileSync('src/widgets/widgets.css', 'utf8');
    const narrow = /@media \(max-width: 360px\) \{([^@]*)\}/.exec(css)?.[1] ?? '';
    expect(narrow).toMatch(/\.page-header__title\s*\{[^}]*clip: rect\(0 0 0 0\)/);
  });
});
