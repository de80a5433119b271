import { Trans, useLingui } from '@lingui/react/macro';
import { isTotoLocation } from './smsAdvice.ts';

/** How to write a 4D bet in a message (spec 02 §5, bet notation), for SG and MG. */
function FourDFormat({ locId }: { locId: string }) {
  return (
    <ul className="guide__steps">
      <li>
        <Trans>
          Write one bet per line: the 4D number, then the big and small amounts, e.g. <code>1234 1-2</code> (big $1, small $2).
        </Trans>
      </li>
      <li>
        <Trans>
          Start with a day code to choose the draws: 0 (Wed, Sat, Sun), 2 (Sat, Sun), 3 (Wed), 6 (Sat), 7 (Sun), e.g.{' '}
          <code>0 1234 1-2</code>.
        </Trans>
      </li>
      {locId === 'MG' && (
        <li>
          <Trans>
            In Malaysia add M to the day code, e.g. <code>6M 1234 1-2</code>; <code>9M</code> is the special Tuesday draw.
          </Trans>
        </li>
      )}
      <li>
        <Trans>
          Add r after the number to roll it, i for iBet or k for kBet, e.g. <code>1234r 1-2</code>.
        </Trans>
      </li>
      <li>
        <Trans>
          H- means a big amount of 0.5 and Q- of 0.25, e.g. <code>1234 H-1</code>; the small amount must be a whole number.
        </Trans>
      </li>
    </ul>
  );
}

/** How to write a TOTO bet in a message (spec 02 §5), for TT. */
function TotoFormat() {
  return (
    <ul className="guide__steps">
      <li>
        <Trans>
          Write one bet per line: the number, the TOTO form, then a minus sign and the ticket amount, e.g. <code>1234/-2</code>.
        </Trans>
      </li>
      <li>
        <Trans>
          TOTO forms: <code>/</code>, <code>/2</code> to <code>/7</code>, <code>2*</code> to <code>4*</code>, <code>*2</code> to{' '}
          <code>*4</code>, <code>TO</code>, <code>TE</code> and <code>TT</code>.
        </Trans>
      </li>
      <li>
        <Trans>
          Start with a day code to choose the draw: 1 (Monday) or 4 (Thursday), e.g. <code>1 5678 /3-1.5</code>.
        </Trans>
      </li>
    </ul>
  );
}

/** The bet format of the location: TOTO at TT, 4D elsewhere (spec 02 §2.9). */
export function BetFormat({ locId }: { locId: string }) {
  const { t } = useLingui();
  const toto = isTotoLocation(locId);
  return (
    <section className="guide__section" aria-label={toto ? t`How to write a TOTO bet` : t`How to write a 4D bet`}>
      <h2>{toto ? <Trans>How to write a TOTO bet</Trans> : <Trans>How to write a 4D bet</Trans>}</h2>
      {toto ? <TotoFormat /> : <FourDFormat locId={locId} />}
    </section>
  );
}
