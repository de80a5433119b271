import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayRate } from '../../../contract/payRates.ts';

interface PayRateCellProps {
  /** The figure's name, e.g. "Big 1st Prize": the input's label and the buttons' names. */
  label: string;
  row: PayRate | null;
  override: boolean;
  editing: boolean;
  /** Another figure is being edited or a call is running. */
  locked: boolean;
  busy: boolean;
  onEdit: () => void;
  onSave: (perUnit: number) => void;
  onCancel: () => void;
  onUseDefault: (payRateId: number) => void;
}

/** One figure: what is in force (marked "Override" when it is the user's own), Edit, Use Default; or its editor. */
export function PayRateCell({ label, row, override, editing, locked, busy, onEdit, onSave, onCancel, onUseDefault }: PayRateCellProps) {
  const { t } = useLingui();
  const [text, setText] = useState(row ? String(row.PerUnit) : '');
  if (editing) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onSave(text.trim() === '' ? Number.NaN : Number(text));
    };
    return (
      <form className="pay-rate__editor" onSubmit={submit}>
        <input aria-label={label} type="number" min={0} step={1} value={text} onChange={(event) => setText(event.target.value)} required />
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Save</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </form>
    );
  }
  return (
    <>
      <span className="pay-rate__figure">{row ? row.PerUnit : ''}</span>
      {override && (
        <span className="pay-rate__override">
          <Trans>Override</Trans>
        </span>
      )}{' '}
      <button type="button" className="button button--small" aria-label={t`Edit ${label}`} disabled={locked} onClick={onEdit}>
        <Trans>Edit</Trans>
      </button>
      {override && row && (
        <button type="button" className="button button--small" aria-label={t`Use Default for ${label}`} disabled={locked} onClick={() => onUseDefault(row.PayRateId)}>
          <Trans>Use Default</Trans>
        </button>
      )}
    </>
  );
}
