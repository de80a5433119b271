import type { ToggleEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFlows } from '../../app/flowsContext.tsx';
import { BotInstructionsLink } from '../guides/BotInstructionsLink.tsx';

/**
 * The header's popover with the Telegram bot's QR code (spec 02 §2.3), when the SMS setting has a
 * bot, and the way to the bot's instructions (§2.9). The code is drawn when the popover first opens
 * (machines/botQr.machine.ts).
 */
export function BotQrPopover({ bot }: { bot: string }) {
  const { t } = useLingui();
  const flows = useFlows();
  const botQr = useActorRef(flows.botQr, { ...flows.actorOptions, input: { link: bot } });
  const qr = useSelector(botQr, (s) => s.context.qr);
  const opened = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') botQr.send({ type: 'OPENED' });
  };
  return (
    <div className="bot-qr">
      <button type="button" className="button bot-qr__toggle" popoverTarget="bot-qr-popover">
        <Trans>Telegram QR</Trans>
      </button>
      <div id="bot-qr-popover" className="bot-qr__popover" popover="auto" role="dialog" aria-label={t`Telegram bot QR code`} onToggle={opened}>
        {qr && <img src={qr} alt={t`QR code of the Telegram bot`} data-link={bot} />}
        <a href={bot} target="_blank" rel="noopener noreferrer">
          {bot}
        </a>
        <BotInstructionsLink />
      </div>
    </div>
  );
}
