import { Trans, useLingui } from '@lingui/react/macro';
import type { SmsSetting } from '../../../contract/sms.ts';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { PageData } from '../home/PageData.tsx';
import { usePageLocId } from '../../app/pageLocation.ts';
import { BetFormat } from './BetFormat.tsx';
import { BotInstructionsLink } from './BotInstructionsLink.tsx';
import { SmsAdvice } from './SmsAdvice.tsx';
import { OpeningHours } from './SmsSettingFacts.tsx';
import { isTotoLocation } from './smsAdvice.ts';
import { useSmsSetting } from './useSmsSetting.ts';
import './guides.css';

/** Where to send the bets, from the SMS setting; a location without one says so. */
function SmsNumber({ setting }: { setting: SmsSetting | null }) {
  if (!setting) {
    return (
      <p className="guide__unavailable">
        <Trans>SMS betting is not available at this location.</Trans>
      </p>
    );
  }
  const number = setting.SMSNumber;
  return (
    <>
      <p className="guide__lead">
        <Trans>
          Send your bets by SMS to <strong className="guide__number">{number}</strong>.
        </Trans>
      </p>
      <OpeningHours setting={setting} />
      {setting.TelegramBot && (
        <p>
          <BotInstructionsLink />
        </p>
      )}
    </>
  );
}

/**
 * /sms/instructions (spec 02 §2.9; the spec gives no path): betting by SMS, fed by the location's
 * SMS setting, with the TOTO variant at TT. Also Help On Bets (/bet/betsInstruction).
 */
export function SmsInstructionsPage() {
  const { t } = useLingui();
  const locId = usePageLocId();
  const setting = useSmsSetting(locId);
  return (
    <div className="guide">
      <PageHeader title={isTotoLocation(locId) ? t`TOTO SMS Betting Instructions` : t`SMS Betting Instructions`} />
      <PageData<SmsSetting | null> actor={setting}>{(data) => <SmsNumber setting={data} />}</PageData>
      <BetFormat locId={locId} />
      <SmsAdvice />
    </div>
  );
}
