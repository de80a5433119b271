import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Draw, DrawStatus } from '../../../contract/draws.ts';
import { drawActions } from '../../../machines/rules/drawActions.ts';
import { drawDayOf } from '../bets/drawDay.ts';
import { operatorClock } from './drawTimes.ts';

const STATUS: Record<DrawStatus, MessageDescriptor> = {
  open: msg`Open`,
  closed: msg`Closed`,
  drawn: msg`Drawn`,
  finalised: msg`Finalised`,
};

const DAYS: Record<ReturnType<typeof drawDayOf>, MessageDescriptor> = {
  Sun: msg`Sun`,
  Mon: msg`Mon`,
  Tue: msg`Tue`,
  Wed: msg`Wed`,
  Thu: msg`Thu`,
  Fri: msg`Fri`,
  Sat: msg`Sat`,
};

export const drawStatusText = (status: DrawStatus) => STATUS[status];

interface DrawWeekTableProps {
  draws: readonly Draw[];
  /** Row buttons work only while the week is listed (no other form open). */
  enabled: boolean;
  onEditTimes: (drawId: number) => void;
  onResults: (drawId: number) => void;
}

/** The week's draws with their times and state; per row Edit Times and Results, as the state allows. */
export function DrawWeekTable({ draws, enabled, onEditTimes, onResults }: DrawWeekTableProps) {
  const { t, i18n } = useLingui();
  if (draws.length === 0) {
    return (
      <p>
        <Trans>No draws this week.</Trans>
      </p>
    );
  }
  return (
    <table className="control-table" aria-label={t`Draws of the week`}>
      <thead>
        <tr>
          <th scope="col"><Trans>Draw Date</Trans></th>
          <th scope="col"><Trans>Day</Trans></th>
          <th scope="col"><Trans>Draw Time</Trans></th>
          <th scope="col"><Trans>Cut-off</Trans></th>
          <th scope="col"><Trans>Status</Trans></th>
          <th scope="col"><Trans>Special</Trans></th>
          <th scope="col"><Trans>Actions</Trans></th>
        </tr>
      </thead>
      <tbody>
        {draws.map((draw) => {
          const allowed = drawActions(draw.Status);
          return (
            <tr key={draw.DrawId}>
              <td>{draw.DrawDate}</td>
              <td>{i18n._(DAYS[drawDayOf(draw.DrawDate)])}</td>
              <td>{operatorClock(draw.DrawTime)}</td>
              <td>{operatorClock(draw.CutOff)}</td>
              <td>{i18n._(STATUS[draw.Status])}</td>
              <td>{draw.Special ? t`Special` : ''}</td>
              <td className="control-table__actions">
                <button type="button" className="button" disabled={!enabled || !allowed.editTimes} onClick={() => onEditTimes(draw.DrawId)}>
                  <Trans>Edit Times</Trans>
                </button>
                <button type="button" className="button" disabled={!enabled || !allowed.enterResults} onClick={() => onResults(draw.DrawId)}>
                  <Trans>Results</Trans>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
