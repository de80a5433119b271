import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginBoxMachine } from '../../machines/loginBox.machine.ts';
import { VARIANTS } from '../../variants/registry.ts';
import type { VariantFamily } from '../../variants/types.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { familyEvents } from './loginBox.events.ts';

const user = () => userEvent.setup();

const loginBox = () => document.getElementById('login-box')!;
/** The button that opens the box: the dropdown's Login button, the landing pages' sign-in entry. */
const opener = () => document.querySelector<HTMLButtonElement>('button[aria-controls="login-box"]')!;

/** The family views, each walked through what its user can do, against the whole app. */
const families: { family: VariantFamily; openerName: string; outside: () => HTMLElement }[] = [
  { family: 'dropdown', openerName: 'Login', outside: () => document.querySelector<HTMLElement>('.dropdown__hero')! },
  { family: 'landing', openerName: 'Sign in', outside: () => screen.getByRole('heading', { name: 'About us' }) },
  { family: 'landingOverlay', openerName: 'Sign in', outside: () => screen.getByRole('heading', { name: 'About us' }) },
];

for (const { family, openerName, outside } of families) {
  const variant = VARIANTS.find((candidate) => candidate.family === family)!;
  walkModel({
    machine: loginBoxMachine,
    title: `${family} (${variant.key})`,
    events: familyEvents[family]!,
    setup: async (inspect) => {
      const app = renderApp({ inspect, path: '/login', variant });
      app.stubs.resolve('restoreSession', null);
      await screen.findByRole('button', { name: openerName, expanded: false });
      const box = app.started('loginBox');
      return { ...app, actor: () => box };
    },
    perform: {
      TOGGLE: async () => {
        await user().click(screen.getByRole('button', { name: openerName, expanded: opener().getAttribute('aria-expanded') === 'true' }));
      },
      OPEN: async () => {
        await user().click(screen.getByRole('button', { name: openerName, expanded: false }));
      },
      CLOSE: async () => {
        await user().click(screen.getByRole('button', { name: 'Close' }));
      },
      OUTSIDE_CLICK: async () => {
        await user().click(outside());
      },
      ESCAPE: async () => {
        await user().keyboard('{Escape}');
      },
    },
    expectState: {
      closed: () => {
        expect(loginBox().hidden).toBe(true);
        expect(opener().getAttribute('aria-expanded')).toBe('false');
        expect(screen.queryByRole('textbox', { name: 'User Id' })).toBeNull();
        // No keyboard user is left on a hidden field: the focus is back on the opener (Esc, X, the
        // opener itself), or wherever the outside click put it (here: nothing focusable).
        expect([document.body, opener()]).toContain(document.activeElement);
      },
      open: () => {
        expect(loginBox().hidden).toBe(false);
        expect(opener().getAttribute('aria-expanded')).toBe('true');
        const userId = screen.getByRole('textbox', { name: 'User Id' });
        expect(loginBox().contains(userId)).toBe(true);
        expect(userId.getAttribute('placeholder')).toBe(variant.placeholders.userId);
        // The focus moves into the box.
        expect(document.activeElement).toBe(userId);
        if (family === 'landingOverlay') {
          expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(loginBox());
          expect(document.querySelector('.landing__page')!.hasAttribute('inert')).toBe(true);
        }
      },
    },
  });
}
