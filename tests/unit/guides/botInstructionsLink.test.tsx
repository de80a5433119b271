import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SmsInstructionsPage } from '../../../src/views/guides/SmsInstructionsPage.tsx';
import { BotQrPopover } from '../../../src/views/shell/BotQrPopover.tsx';
import { renderPage } from '../../support/renderPage.tsx';
import { stubHomeFlows } from '../../support/stubHomeFlows.ts';
import { botQrMachine } from '../../../machines/botQr.machine.ts';
import type { StubActors } from '../../support/stubActors.ts';

/** The messaging-bot instructions are reached from the SMS instructions and from the bot's QR popover (spec 02 §2.9, §2.3). */
const setting = (TelegramBot: string | null) => ({ SMSNumber: '6591234567', TelegramBot, SMSHelpdesk: '6598765432', OpenTime: '09:00', CloseTime: '18:30', OpenDay: 'Mon-Sun' });
const botLink = () => screen.queryByRole('link', { name: 'How to bet through the messaging bot' });

const botQrFlows = (stubs: StubActors) => ({ botQr: botQrMachine.provide({ actors: { drawBotQr: stubs.promise('drawBotQr') } }) });

describe('the link to the messaging-bot instructions', () => {
  it.each(['SG', 'TT'])('is on the SMS instructions when the location (%s) has a bot, for that location', async (locId) => {
    const page = renderPage(<SmsInstructionsPage />, { path: `/sms/instructions?LocId=${locId}`, flows: (stubs) => ({ home: stubHomeFlows(stubs) }) });
    await page.stubs.resolveWhenInvoked('loadSmsSetting', setting('https://t.me/DrawBot'));
    expect((await screen.findByRole('link', { name: 'How to bet through the messaging bot' })).getAttribute('href')).toBe(`/sms/bot-instructions?LocId=${locId}`);
    page.cleanup();
  });

  it('is not on the SMS instructions of a location without a bot', async () => {
    const page = renderPage(<SmsInstructionsPage />, { path: '/sms/instructions?LocId=MG', flows: (stubs) => ({ home: stubHomeFlows(stubs) }) });
    await page.stubs.resolveWhenInvoked('loadSmsSetting', setting(null));
    await screen.findByText(/Send your bets by SMS/);
    expect(botLink()).toBeNull();
  });

  it("is in the header's bot popover", () => {
    renderPage(<BotQrPopover bot="https://t.me/DrawBot" />, { path: '/admin/home?LocId=SG', flows: botQrFlows });
    // In the popover, shown when the QR button opens it.
    expect(screen.getByRole('link', { name: 'How to bet through the messaging bot', hidden: true }).getAttribute('href')).toBe('/sms/bot-instructions?LocId=SG');
  });
});
