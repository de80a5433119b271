import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Spinner } from '../../../src/widgets/Spinner.tsx';
import { renderPage } from '../../support/renderPage.tsx';

describe('Spinner', () => {
  it('is a status named Loading, normal by default', () => {
    renderPage(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' }).className).toBe('spinner spinner--normal');
  });

  it('comes in a small size', () => {
    renderPage(<Spinner size="small" />);
    expect(screen.getByRole('status', { name: 'Loading' }).className).toBe('spinner spinner--small');
  });
});
