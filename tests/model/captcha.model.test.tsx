import { expect } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock, type InspectionEvent } from 'xstate';
import { captchaMachine } from '../../machines/captcha.machine.ts';
import { CaptchaField } from '../../src/views/login/CaptchaField.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { walkModel } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';
import { captchaImage } from '../support/fixtures/session.ts';
import { events } from './captcha.events.ts';

function setup(enabled: boolean) {
  return (inspect: (event: InspectionEvent) => void) => {
    const stubs = new StubActors();
    const clock = new SimulatedClock();
    const actor = createActor(captchaMachine.provide({ actors: { fetchCaptcha: stubs.promise('fetchCaptcha') } }), {
      input: { enabled },
      clock,
      inspect,
    }).start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <CaptchaField captcha={actor} />
      </I18nProvider>,
    );
    return { actor: () => actor, stubs, clock, view, cleanup: () => (view.unmount(), actor.stop()) };
  };
}

const user = () => userEvent.setup();

const model = {
  machine: captchaMachine,
  events,
  perform: {
    // A user asks for a new image by clicking it, or the reload button after an error.
    RELOAD: async () => {
      const reload = screen.queryByRole('button', { name: 'Reload captcha' });
      await user().click(reload ?? screen.getByRole('button', { name: 'New captcha image' }));
    },
    ANSWER: async () => {
      const input = screen.getByRole('textbox', { name: 'Captcha' });
      await user().clear(input);
      await user().type(input, 'AB12C');
    },
    IMAGE_ERROR: () => {
      fireEvent.error(screen.getByRole('img', { name: 'Captcha image' }));
    },
  },
  expectState: {
    hidden: ({ view }: { view: ReturnType<typeof render> }) => {
      // Captcha off: only the hidden Token field.
      expect(screen.queryByRole('textbox', { name: 'Captcha' })).toBeNull();
      expect(view.container.querySelector('input[type="hidden"][name="Token"]')).not.toBeNull();
    },
    'shown.loading': () => {
      const input = screen.getByRole('textbox', { name: 'Captcha' }) as HTMLInputElement;
      expect(input.placeholder).toBe('Captcha');
      expect(input.size).toBe(5);
    },
    'shown.ready': () => {
      const image = screen.getByRole('img', { name: 'Captcha image' }) as HTMLImageElement;
      expect(image.getAttribute('src')).toBe(captchaImage.src);
      expect([image.width, image.height]).toEqual([100, 40]);
      expect(screen.queryByRole('button', { name: 'Reload captcha' })).toBeNull();
    },
    'shown.error': () => {
      // The reload button appears only after a failed image.
      expect(screen.getByRole('button', { name: 'Reload captcha' })).toBeTruthy();
      expect(screen.queryByRole('img', { name: 'Captcha image' })).toBeNull();
    },
  },
};

walkModel({ ...model, title: 'off at start', input: { enabled: false }, setup: setup(false) });
walkModel({ ...model, title: 'on at start', input: { enabled: true }, setup: setup(true) });
