import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFlows } from '../../app/flowsContext.tsx';
import { parseBetMessage } from '../../../domain/bets/index.ts';
import { DrawDateDropdown } from '../../widgets/DrawDateDropdown.tsx';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { betLocationOf, drawDayOf } from './drawDay.ts';
import { LiveParse } from './LiveParse.tsx';
import { PlaceBetsResultTable } from './PlaceBetsResultTable.tsx';
import { translateServerText } from '../../i18n/serverRefusals.ts';
import './bets.css';

export interface PlaceBetsPageProps {
  /** Rows of the text area: 8 on the desktop form, 20 on the mobile shell's add-20. */
  rows?: number;
}

/**
 * Place Bets (spec 02 §2.2, §5): /bet/placeBets/add, /bet/placeBets/add-20 (mobile shell: the same
 * form with a 20-line text area, so a phone shows twenty bet lines at once) and
 * /bet/placeBets/add-simple (TT: the same form; the location's notation is the parser's).
 */
export function PlaceBetsPage({ rows = 8 }: PlaceBetsPageProps) {
  const { t, i18n } = useLingui();
  const flows = useFlows();
  const actor = useActorRef(flows.bets.placeBets, flows.actorOptions);
  const state = useSelector(actor, (snapshot) => ({
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    submitting: snapshot.matches('submitting'),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    ...snapshot.context,
  }));
  const draw = state.draws.find((d) => d.DrawId === state.drawId) ?? null;
  const parsed = useMemo(
    () =>
      parseBetMessage(state.message, {
        location: betLocationOf(state.location),
        nextDraw: draw ? [drawDayOf(draw.DrawDate)] : [],
      }),
    [state.message, state.location, draw],
  );

  return (
    <section className="bets-page">
      <PageHeader title={t`Place Bets`} />
      {state.loading && <Spinner />}
      {state.loadFailed && <LoadFailed message={state.error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {!state.loading && !state.loadFailed && (
        <form
          className="place-bets"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="place-bets-draw">
              <Trans>Draw Date</Trans>
            </label>
            <DrawDateDropdown
              id="place-bets-draw"
              draws={state.draws}
              value={state.drawId}
              disabled={state.submitting}
              onChange={(drawId) => actor.send({ type: 'SELECT_DRAW', drawId: drawId === null ? null : Number(drawId) })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="place-bets-message">
              <Trans>Bets</Trans>
            </label>
            <textarea
              id="place-bets-message"
              className="place-bets__message"
              rows={rows}
              spellCheck={false}
              autoCapitalize="characters"
              value={state.message}
              readOnly={state.submitting}
              aria-invalid={parsed.invalidLines > 0}
              aria-describedby="place-bets-parse"
              placeholder={t`One bet per line, e.g. 1234 1-2`}
              onChange={(event) => actor.send({ type: 'EDIT', message: event.target.value })}
            />
          </div>
          <LiveParse id="place-bets-parse" parsed={parsed} />
          <div className="place-bets__actions">
            <button type="submit" className="button button--primary" disabled={!state.canSubmit}>
              <Trans>Submit</Trans>
            </button>
            {state.submitting && <Spinner size="small" />}
          </div>
          {state.error && (
            <p role="alert" className="bets-page__error">
              {translateServerText(i18n, state.error)}
            </p>
          )}
        </form>
      )}
      {state.result && <PlaceBetsResultTable result={state.result} />}
    </section>
  );
}

export const PlaceBetsMobilePage = () => <PlaceBetsPage rows={20} />;
