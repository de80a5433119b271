import { Trans, useLingui } from '@lingui/react/macro';
import { SMS_MAX_CHARACTERS, SMS_MAX_SETS } from '../../../domain/bets/smsLimit.ts';
import { SMS_PROCESSING_MINUTES } from './smsAdvice.ts';

/** The advice every SMS and bot user is given (spec 02 §2.9). */
export function SmsAdvice() {
  const { t } = useLingui();
  const { from, to } = SMS_PROCESSING_MINUTES;
  return (
    <section className="guide__section" aria-label={t`Please note`}>
      <h2>
        <Trans>Please note</Trans>
      </h2>
      <ul className="guide__advice">
        <li>
          <Trans>Each bet message may hold at most {SMS_MAX_SETS} sets of numbers or {SMS_MAX_CHARACTERS} characters.</Trans>
        </li>
        <li>
          <Trans>Write international phone numbers without +.</Trans>
        </li>
        <li>
          <Trans>Singapore numbers must begin with 65.</Trans>
        </li>
        <li>
          <Trans>Your phone number must be registered on this site before you can bet with it.</Trans>
        </li>
        <li>
          <Trans>Processing takes {from} to {to} minutes.</Trans>
        </li>
      </ul>
    </section>
  );
}
