import { Trans, useLingui } from '@lingui/react/macro';
import { BotInstructionsLink } from '../guides/BotInstructionsLink.tsx';

/**
 * The header's popover with the Telegram bot's QR code (spec 02 §2.3), when the SMS setting has a
 * bot, and the way to the bot's instructions (§2.9).
 */
export function BotQrPopover({ bot, qr }: { bot: string; qr: string | null }) {
  const { t } = useLingui();
  return (
    <div className="bot-qr">
      <button type="button" className="button bot-qr__toggle" popoverTarget="bot-qr-popover">
        <Trans>Telegram QR</Trans>
      </button>
      <div id="bot-qr-popover" className="bot-qr__popover" popover="auto" role="dialog" aria-label={t`Telegram bot QR code`}>
        {qr && <img src={qr} alt={t`QR code of the Telegram bot`} data-link={bot} />}
        <a href={bot} target="_blank" rel="noopener noreferrer">
          {bot}
        </a>
        <BotInstructionsLink />
      </div>
    </div>
  );
}
