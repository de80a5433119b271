import type { FormEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

interface DrawTimesFormProps {
  /** Heading of the form, e.g. "Add Special Draw" or "Edit Times 2026-11-25". */
  title: ReactNode;
  /** Add Special Draw also asks for the date. */
  withDate: boolean;
  drawTime: string;
  cutOffTime: string;
  submitLabel: ReactNode;
  busy: boolean;
  onSubmit: (values: { DrawDate: string; DrawTime: string; CutOffTime: string }) => void;
  onCancel: () => void;
}

/** Draw Date (when adding), Draw Time and Cut-off Time, HH:mm operator time; the typing is the inputs' own. */
export function DrawTimesForm({ title, withDate, drawTime, cutOffTime, submitLabel, busy, onSubmit, onCancel }: DrawTimesFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({
      DrawDate: String(data.get('DrawDate') ?? ''),
      DrawTime: String(data.get('DrawTime') ?? ''),
      CutOffTime: String(data.get('CutOffTime') ?? ''),
    });
  }
  return (
    <form className="control-form" onSubmit={submit}>
      <h2>{title}</h2>
      {withDate && (
        <div className="field">
          <label className="field__label" htmlFor="draw-date">
            <Trans>Draw Date</Trans>
          </label>
          <input id="draw-date" name="DrawDate" type="date" required />
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor="draw-time">
          <Trans>Draw Time</Trans>
        </label>
        <input id="draw-time" name="DrawTime" type="time" defaultValue={drawTime} required={!withDate} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="draw-cut-off">
          <Trans>Cut-off Time</Trans>
        </label>
        <input id="draw-cut-off" name="CutOffTime" type="time" defaultValue={cutOffTime} required={!withDate} />
      </div>
      <div className="control-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
