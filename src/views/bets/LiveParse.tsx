import { Trans, useLingui } from '@lingui/react/macro';
import type { ParsedMessage } from '../../../domain/bets/index.ts';
import { formatMoney } from '../../widgets/money.ts';
import { betErrorText } from './betErrorText.ts';

/**
 * What the bet message says as it is typed: each invalid line with its column and the parser's
 * message, the totals of the valid lines (tickets, cost in dollars to the cent) and the SMS limit
 * (10 sets or 150 characters per SMS message, spec 02 §2.9), which applies when the same bets go by SMS.
 */
export function LiveParse({ parsed, id }: { parsed: ParsedMessage; id: string }) {
  const { t } = useLingui();
  const errors = parsed.lines.filter((line) => !line.ok);
  const sms = parsed.smsLimit;
  const tickets = parsed.tickets;
  const cost = formatMoney(parsed.costCents / 100);
  return (
    <div id={id} className="live-parse" aria-live="polite">
      <p className="live-parse__totals" data-testid="bet-totals">
        <Trans>
          Tickets: {tickets} · Cost: {cost}
        </Trans>
      </p>
      {errors.length > 0 && (
        <ul className="live-parse__errors" aria-label={t`Errors in the bets`}>
          {errors.map((line) =>
            line.ok ? null : (
              <li key={line.lineNumber}>
                <LineError lineNumber={line.lineNumber} column={line.column} reason={betErrorText(line, t)} />
              </li>
            ),
          )}
        </ul>
      )}
      <p className={`live-parse__sms${sms.exceeded ? ' live-parse__sms--exceeded' : ''}`} data-testid="sms-limit">
        {sms.exceeded ? (
          <Trans>
            Too long for one SMS: an SMS holds at most {sms.maxSets} sets of numbers or {sms.maxCharacters} characters (this
            has {sms.sets} sets, {sms.characters} characters).
          </Trans>
        ) : (
          <Trans>
            SMS: {sms.sets} of {sms.maxSets} sets, {sms.characters} of {sms.maxCharacters} characters.
          </Trans>
        )}
      </p>
    </div>
  );
}

function LineError({ lineNumber, column, reason }: { lineNumber: number; column: number; reason: string }) {
  return (
    <Trans>
      Line {lineNumber}, column {column}: {reason}
    </Trans>
  );
}
