import { Trans, useLingui } from '@lingui/react/macro';
import type { SmsSetting } from '../../../contract/sms.ts';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { PageData } from '../home/PageData.tsx';
import { usePageLocId } from '../../app/pageLocation.ts';
import { BetFormat } from './BetFormat.tsx';
import { SmsAdvice } from './SmsAdvice.tsx';
import { OpeningHours } from './SmsSettingFacts.tsx';
import { isTotoLocation } from './smsAdvice.ts';
import { useSmsSetting } from './useSmsSetting.ts';
import './guides.css';

/** The bot's link and the steps to start with it; a location without a bot says so. */
function BotSteps({ setting }: { setting: SmsSetting | null }) {
  const bot = setting?.TelegramBot;
  if (!setting || !bot) {
    return (
      <p className="guide__unavailable">
        <Trans>Betting by messaging bot is not available at this location.</Trans>
      </p>
    );
  }
  return (
    <>
      <ol className="guide__steps">
        <li>
          <Trans>
            Open our Telegram bot:{' '}
            <a href={bot} target="_blank" rel="noopener noreferrer">
              {bot}
            </a>{' '}
            and press Start.
          </Trans>
        </li>
        <li>
          <Trans>Share your phone number when the bot asks for it: it must be the number registered on this site.</Trans>
        </li>
        <li>
          <Trans>Send your bets to the bot as messages, written as below.</Trans>
        </li>
      </ol>
      <OpeningHours setting={setting} />
    </>
  );
}

/**
 * /sms/bot-instructions (spec 02 §2.9; the spec gives no path): betting through the messaging bot,
 * fed by the location's SMS setting (TelegramBot), with the TOTO variant at TT.
 */
export function BotInstructionsPage() {
  const { t } = useLingui();
  const locId = usePageLocId();
  const setting = useSmsSetting(locId);
  return (
    <div className="guide">
      <PageHeader title={isTotoLocation(locId) ? t`TOTO Messaging Bot Instructions` : t`Messaging Bot Instructions`} />
      <PageData<SmsSetting | null> actor={setting}>{(data) => <BotSteps setting={data} />}</PageData>
      <BetFormat locId={locId} />
      <SmsAdvice />
    </div>
  );
}
