import { useId, useState, type KeyboardEvent } from 'react';
import { DateTime } from 'luxon';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ErrorText } from './ErrorText.tsx';
import { formatDateInput, parseDateInput } from './dateInput.ts';
import './widgets.css';

export interface DateInputProps {
  label: string;
  value: DateTime | null;
  /** Called with the date read (null when the input is emptied), never with an invalid one. */
  onChange(date: DateTime | null): void;
  /** Fills in a missing month or year; now in the local zone unless given. */
  today?: DateTime;
  /** An error from outside, e.g. the date range helper's. */
  error?: MessageDescriptor | string | null;
  id?: string;
  disabled?: boolean;
}

/**
 * Date input (spec 02 §2.13): the user types d, d/m or d/m/yyyy; on leaving the field (or Enter)
 * it is read and shown as MM/DD/YYYY. Text that cannot be read stays as typed, with the error
 * under it. The shown MM/DD/YYYY text left unchanged is not read again (it is not day-first).
 */
export function DateInput({ label, value, onChange, today, error, id, disabled }: DateInputProps) {
  const { t } = useLingui();
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  // What the user is typing; null while the field shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const [parseError, setParseError] = useState<MessageDescriptor | null>(null);
  const shown = formatDateInput(value);

  function commit() {
    if (draft === null || draft === shown) {
      setDraft(null);
      return;
    }
    if (draft.trim() === '') {
      setDraft(null);
      setParseError(null);
      onChange(null);
      return;
    }
    const result = parseDateInput(draft, today ?? DateTime.local());
    if (!result.ok) {
      setParseError(result.error);
      return;
    }
    setDraft(null);
    setParseError(null);
    onChange(result.date);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
  }

  const message = parseError ?? error ?? null;
  return (
    <span className="date-input">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        className="date-input__field"
        placeholder={t`MM/DD/YYYY`}
        value={draft ?? shown}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <ErrorText id={errorId} message={message} />
    </span>
  );
}
