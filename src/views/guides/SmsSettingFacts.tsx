import { Trans } from '@lingui/react/macro';
import type { SmsSetting } from '../../../contract/sms.ts';

/** Opening hours and the helpdesk of the SMS setting (spec 02 §2.9); times are GMT+8. */
export function OpeningHours({ setting }: { setting: SmsSetting }) {
  const { OpenDay: days, OpenTime: open, CloseTime: close, SMSHelpdesk: helpdesk } = setting;
  return (
    <>
      <p className="guide__hours">
        <Trans>
          Open {days}, from {open} to {close} (GMT +8).
        </Trans>
      </p>
      <p className="guide__helpdesk">
        <Trans>Helpdesk: {helpdesk}</Trans>
      </p>
    </>
  );
}
