import { Trans, useLingui } from '@lingui/react/macro';
import { isTotoLocation } from './smsAdvice.ts';

/**
 * How to write a 4D bet in a message (spec 02 §5, bet notation), for SG and MG. Every example is
 * marked with what it is (a whole bet line, a TOTO form, a day code): a test parses each one with
 * the real parser (tests/unit/guides/guideExamples.test.tsx).
 */
function FourDFormat({ locId }: { locId: string }) {
  return (
    <ul className="guide__steps">
      <li>
        <Trans>
          Write one bet per line: the 4D number, then the big and small amounts, e.g. <code data-bet-line>1234 1-2</code> (big $1, small $2).
        </Trans>
      </li>
      {/* MG's day codes carry the M (spec 02 §5): its guide shows them so, or its example would be refused. */}
      {locId === 'MG' ? (
        <li>
          <Trans>
            Start with a day code and M to choose the Malaysian draws: 0M (Wed, Sat, Sun), 2M (Sat, Sun), 3M (Wed), 6M (Sat), 7M (Sun), e.g.{' '}
            <code data-bet-line>6M 1234 1-2</code>; <code data-day-code>9M</code> is the special Tuesday draw.
          </Trans>
        </li>
      ) : (
        <li>
          <Trans>
            Start with a day code to choose the draws: 0 (Wed, Sat, Sun), 2 (Sat, Sun), 3 (Wed), 6 (Sat), 7 (Sun), e.g.{' '}
            <code data-bet-line>0 1234 1-2</code>.
          </Trans>
        </li>
      )}
      <li>
        {/* The spec lists r as a suffix (02 §5), but "1234r" does not say which digit rolls: the
            parser reads R written in place of that digit (design/BET-NOTATION.md), so that is the
            form taught here; i and k are suffixes. */}
        <Trans>
          Write R in place of the digit to roll (it stands for 0 to 9), e.g. <code data-bet-line>R234 1-2</code> for 0234 to 9234; add i after
          the number for iBet or k for kBet, e.g. <code data-bet-line>1234i 1-2</code>.
        </Trans>
      </li>
      <li>
        <Trans>
          H- means a big amount of 0.5 and Q- of 0.25, e.g. <code data-bet-line>1234 H-1</code>; the small amount must be a whole number.
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
          Write one bet per line: the number, the TOTO form, then a minus sign and the ticket amount, e.g. <code data-bet-line>1234/-2</code>.
        </Trans>
      </li>
      <li>
        <Trans>
          TOTO forms: <code data-toto-form>/</code>, <code data-toto-form>/2</code> to <code data-toto-form>/7</code>, <code data-toto-form>2*</code> to{' '}
          <code data-toto-form>4*</code>, <code data-toto-form>*2</code> to <code data-toto-form>*4</code>, <code data-toto-form>TO</code>,{' '}
          <code data-toto-form>TE</code> and <code data-toto-form>TT</code>.
        </Trans>
      </li>
      <li>
        <Trans>
          Start with a day code to choose the draw: 1 (Monday) or 4 (Thursday), e.g. <code data-bet-line>1 5678 /3-1.5</code>.
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
