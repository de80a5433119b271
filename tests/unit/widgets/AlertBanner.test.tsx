import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBanner } from '../../../src/widgets/AlertBanner.tsx';
import { i18n } from '../../../src/i18n/i18n.ts';
import { renderPage } from '../../support/renderPage.tsx';

describe('AlertBanner', () => {
  it('shows nothing without a message', () => {
    const { container } = renderPage(<AlertBanner alert={null} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error at once, styled as an error', () => {
    renderPage(<AlertBanner alert={{ type: 'error', message: 'Insufficient credit.' }} />);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe('Insufficient credit.');
    expect(banner.className).toContain('alert-banner--error');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a success politely, styled as a success', () => {
    renderPage(<AlertBanner alert={{ type: 'success', message: 'Saved.' }} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe('Saved.');
    expect(banner.className).toContain('alert-banner--success');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('translates a message descriptor into the active language', () => {
    const spy = vi.spyOn(i18n, '_');
    renderPage(<AlertBanner alert={{ type: 'success', message: { id: 'saved-id', message: 'Saved {count} rows.', values: { count: 3 } } }} />);
    expect(screen.getByRole('status').textContent).toBe('Saved 3 rows.');
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ id: 'saved-id' }));
    spy.mockRestore();
  });

  it('shows one message at a time: a new message replaces the old', () => {
    const { rerender } = renderPage(<AlertBanner alert={{ type: 'error', message: 'First' }} />);
    rerender(<AlertBanner alert={{ type: 'success', message: 'Second' }} />);
    expect(screen.getByRole('status').textContent).toBe('Second');
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps safe markup and drops <img onerror> and <script>', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(
      <AlertBanner alert={{ type: 'error', message: '<b>Closed</b><img src=x onerror=alert(1)><script>alert(2)</script>' }} />,
    );
    const banner = screen.getByRole('alert');
    expect(banner.querySelector('b')?.textContent).toBe('Closed');
    expect(banner.querySelector('script')).toBeNull();
    const image = banner.querySelector('img');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(banner.innerHTML).not.toMatch(/onerror|<script|alert\(/);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('offers Close when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    renderPage(<AlertBanner alert={{ type: 'error', message: 'Oops' }} onDismiss={onDismiss} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
