import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorText } from '../../../src/widgets/ErrorText.tsx';
import { renderPage } from '../../support/renderPage.tsx';

describe('ErrorText', () => {
  it('shows the error as text next to its input', () => {
    renderPage(
      <>
        <input aria-label="Confirm password" aria-describedby="confirm-error" aria-invalid="true" />
        <ErrorText id="confirm-error" message="The values do not match." />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Confirm password' });
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The values do not match.');
    expect(description?.className).toBe('error-text');
  });

  it('translates a message descriptor', () => {
    renderPage(<ErrorText message={{ id: 'e1', message: 'Enter a value from {min} to {max}.', values: { min: 0, max: 1 } }} />);
    expect(screen.getByText('Enter a value from 0 to 1.')).toBeTruthy();
  });

  it('never renders HTML', () => {
    const { container } = renderPage(<ErrorText message="<b>bold</b>" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>bold</b>');
  });

  it('renders nothing without an error', () => {
    const { container } = renderPage(<ErrorText message={null} />);
    expect(container.innerHTML).toBe('');
  });
});
