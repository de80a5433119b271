import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Spinner } from '../../../src/widgets/Spinner.tsx';
import { renderWithI18n } from './renderWithI18n.tsx';

describe('Spinner', () => {
  it('is a status named Loading, normal by default', () => {
    renderWithI18n(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' }).className).toBe('spinner spinner--normal');
  });

  it('comes in a small size', () => {
    renderWithI18n(<Spinner size="small" />);
    expect(screen.getByRole('status', { name: 'Loading' }).className).toBe('spinner spinner--small');
  });
});
