import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../src/i18n/i18n.ts';

/** Renders a widget the way the app does: inside Lingui's provider (English is active in tests). */
export function renderWithI18n(ui: ReactElement) {
  const view = render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  return {
    ...view,
    rerender: (next: ReactElement) => view.rerender(<I18nProvider i18n={i18n}>{next}</I18nProvider>),
  };
}
