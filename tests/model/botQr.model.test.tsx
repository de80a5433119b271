import { expect } from 'vitest';
import { act, screen } from '@testing-library/react';
import { botQrMachine } from '../../machines/botQr.machine.ts';
import { BotQrPopover } from '../../src/views/shell/BotQrPopover.tsx';
import { renderPage, type RenderedPage } from '../support/renderPage.tsx';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { DRAWN_QR, events, input } from './botQr.events.ts';

interface BotQrHarness extends Harness {
  page: RenderedPage;
}

const image = () => screen.queryByRole('img', { name: 'QR code of the Telegram bot', hidden: true });
const link = () => screen.getByRole('link', { name: input.link, hidden: true });

walkModel<BotQrHarness>({
  machine: botQrMachine,
  events,
  input,
  setup: (inspect) => {
    const page = renderPage(<BotQrPopover bot={input.link} />, {
      path: '/admin/home?LocId=SG',
      inspect,
      flows: (stubs) => ({ botQr: botQrMachine.provide({ actors: { drawBotQr: stubs.promise('drawBotQr') } }) }),
    });
    return { page, actor: () => page.started('botQr'), stubs: page.stubs, clock: page.clock, cleanup: page.cleanup };
  },
  perform: {
    // The user opens the popover (the browser's toggle event; jsdom has no popover API).
    OPENED: () => {
      act(() => {
        document.getElementById('bot-qr-popover')!.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' }));
      });
    },
  },
  expectState: {
    idle: ({ page }) => {
      expect(page.stubs.calls.get('drawBotQr')).toBeUndefined();
      expect(image()).toBeNull();
    },
    drawing: ({ page }) => {
      expect(page.stubs.calls.get('drawBotQr')).toEqual([input.link]);
      expect(image()).toBeNull();
    },
    drawn: async () => {
      expect((await screen.findByRole('img', { name: 'QR code of the Telegram bot', hidden: true })).getAttribute('src')).toBe(DRAWN_QR);
      expect(link().getAttribute('href')).toBe(input.link);
    },
    // The link alone, as when there is no code.
    failed: () => {
      expect(image()).toBeNull();
      expect(link().getAttribute('href')).toBe(input.link);
    },
  },
});
