import { useId } from 'react';
import { ErrorText } from './ErrorText.tsx';
import { rangeError, type NumberRange } from './numberRanges.ts';
import './widgets.css';

export interface NumberRangeInputProps {
  label: string;
  /** SHARE_RANGE, COMMISSION_RANGE, TAX_RANGE or TT_COMMISSION_RANGE (spec 02 §5). */
  range: NumberRange;
  /** The text as typed (exact decimals; no binary rounding on the way). */
  value: string;
  onChange(value: string): void;
  id?: string;
  disabled?: boolean;
}

/**
 * A share, commission, tax or TT commission input (spec 02 §5): a number input with the range's
 * min, max and step, and the range's message under it (marked invalid) when the value is outside
 * the range or between steps. Empty is left to the form's required rule.
 */
export function NumberRangeInput({ label, range, value, onChange, id, disabled }: NumberRangeInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const error = rangeError(value, range);
  return (
    <span className="number-range-input">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <ErrorText id={errorId} message={error} />
    </span>
  );
}
