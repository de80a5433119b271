import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeMachine } from '../../machines/locale.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { contextKeys, events, input } from './locale.events.ts';

const LABELS = { en: 'English', zh: '中文' } as const;

walkModel({
  machine: localeMachine,
  events,
  input,
  contextKeys,
  setup: async (inspect) => {
    // A page of the login layout, which offers the language toggle.
    const app = renderApp({ inspect, path: '/change-password?LoginId=newuser' });
    app.stubs.resolve('restoreSession', null);
    await screen.findByRole('group', { name: 'Language' });
    return { ...app, actor: () => app.root.system.get('locale')! };
  },
  perform: {
    CHANGE: async (event) => {
      const { locale } = event as unknown as { locale: keyof typeof LABELS };
      await userEvent.setup().click(screen.getByRole('button', { name: LABELS[locale] }));
    },
  },
  expectState: {
    ready: ({ actor }) => {
      const { locale } = actor().getSnapshot().context;
      expect(screen.getByRole('button', { name: LABELS[locale as keyof typeof LABELS] }).getAttribute('aria-pressed')).toBe('true');
      expect(localStorage.getItem('locale')).toBe(null);
    },
    switching: ({ actor }) => {
      const { requested } = actor().getSnapshot().context;
      const button = screen.getByRole('button', { name: LABELS[requested as keyof typeof LABELS] });
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect((button as HTMLButtonElement).disabled).toBe(true);
    },
  },
});
