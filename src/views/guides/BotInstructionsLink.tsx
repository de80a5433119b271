import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { usePageLocId } from '../../app/pageLocation.ts';

/** Where the messaging-bot instructions are (spec 02 §2.9; the path is ours, see pages.ts), for the page's location. */
export const botInstructionsHref = (locId: string) => `/sms/bot-instructions?LocId=${encodeURIComponent(locId)}`;

/**
 * The link to the messaging-bot instructions (spec 02 §2.9 "betting instructions by SMS or
 * messaging bot"): beside the SMS instructions and beside the bot itself (the header's QR popover),
 * wherever the location has a bot.
 */
export function BotInstructionsLink() {
  const locId = usePageLocId();
  return (
    <Link href={botInstructionsHref(locId)} className="bot-instructions-link">
      <Trans>How to bet through the messaging bot</Trans>
    </Link>
  );
}
