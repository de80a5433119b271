import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { BotQrPopover } from '../../../src/views/shell/BotQrPopover.tsx';
import { botQrMachine } from '../../../machines/botQr.machine.ts';
import { renderPage } from '../../support/renderPage.tsx';
import type { StubActors } from '../../support/stubActors.ts';

const BOT = 'https://t.me/DrawBot';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const flows = (stubs: StubActors) => ({ botQr: botQrMachine.provide({ actors: { drawBotQr: stubs.promise('drawBotQr') } }) });

/** The popover opening or closing, as the browser reports it (jsdom has no popover API). */
function toggle(newState: 'open' | 'closed') {
  const event = Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' });
  act(() => {
    document.getElementById('bot-qr-popover')!.dispatchEvent(event);
  });
}

describe("the header's Telegram QR popover (spec 02 §2.3)", () => {
  it('draws the code for the bot link when it first opens, once, and shows it', async () => {
    const page = renderPage(<BotQrPopover bot={BOT} />, { path: '/admin/home?LocId=SG', flows });
    // Nothing drawn while the popover is closed: the frame does not wait for it.
    expect(page.stubs.calls.get('drawBotQr')).toBeUndefined();
    toggle('open');
    await page.stubs.resolveWhenInvoked('drawBotQr', QR);
    const image = await screen.findByRole('img', { name: 'QR code of the Telegram bot', hidden: true });
    expect(image.getAttribute('src')).toBe(QR);
    expect(image.getAttribute('data-link')).toBe(BOT);
    expect(page.stubs.calls.get('drawBotQr')).toEqual([BOT]);
    toggle('closed');
    toggle('open');
    expect(page.stubs.calls.get('drawBotQr')).toHaveLength(1);
    page.cleanup();
  });

  it('keeps the link when the code cannot be drawn', async () => {
    const page = renderPage(<BotQrPopover bot={BOT} />, { path: '/admin/home?LocId=SG', flows });
    toggle('open');
    await page.stubs.rejectWhenInvoked('drawBotQr', new Error('no canvas'));
    expect(screen.getByRole('link', { name: BOT, hidden: true }).getAttribute('href')).toBe(BOT);
    expect(screen.queryByRole('img', { hidden: true })).toBeNull();
    page.cleanup();
  });
});
