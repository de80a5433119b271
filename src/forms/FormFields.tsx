import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldMessage, FormContext } from '../../machines/form.machine.ts';
import { translateServerText } from '../i18n/serverRefusals.ts';
import { optionsOf } from '../screens/optionSource.ts';
import { OptionSelect } from '../widgets/OptionSelect.tsx';
import { sanitizeHtml } from '../widgets/sanitizeHtml.ts';
import { HEX_COLOR } from '../../contract/fields.ts';
import { checkListOf } from './fieldKinds.ts';
import type { FormField } from './formDeclaration.ts';

const PREVIEW = msg`Preview`;

/** A rule's or the server's message in the user's language. */
export const messageText = (i18n: I18n, message: FieldMessage) => (typeof message === 'string' ? translateServerText(i18n, message) : i18n._(message));

/**
 * The message a field shows: the server's refusal until the field changes, else its rule's problem
 * once the user has left it or tried to submit.
 */
export function shownProblem(context: FormContext, field: string): FieldMessage | null {
  const problem = context.problems[field];
  if (problem !== undefined) return problem;
  const error = context.errors[field];
  return error !== undefined && (context.touched[field] || context.submitted) ? error : null;
}

interface FormFieldsProps {
  fields: readonly FormField[];
  context: FormContext;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  disabled: boolean;
  onChange(field: string, value: string): void;
  onBlur(field: string): void;
}

interface InputProps {
  field: FormField;
  id: string;
  value: string;
  /** Every field's text: an `html` field's preview takes its background from another field. */
  values: FormContext['values'];
  options: FormContext['options'];
  disabled: boolean;
  describedBy: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/** The input of one field, by its kind. */
function FieldInput({ field, id, value, values, options, disabled, describedBy, onChange, onBlur }: InputProps) {
  const { i18n } = useLingui();
  const invalid = describedBy ? true : undefined;
  const common = { id, name: field.name, disabled, 'aria-invalid': invalid, 'aria-describedby': describedBy, onBlur };
  switch (field.kind) {
    case 'dropdown':
      return <OptionSelect {...common} options={optionsOf(field.source, options) ?? []} value={value} onChange={onChange} />;
    case 'choice':
      return <OptionSelect {...common} options={field.choices.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }))} value={value} onChange={onChange} />;
    case 'flag':
      return <input {...common} type="checkbox" checked={value === 'true'} onChange={(event) => onChange(event.target.checked ? 'true' : '')} />;
    case 'locations':
    case 'days': {
      const offered = checkListOf(field)!;
      const chosen = value.split(',').filter(Boolean);
      // Checked in the order they are listed, whatever the order of the clicks.
      const toggle = (item: string, on: boolean) => onChange(offered.filter((o) => (o === item ? on : chosen.includes(o))).join(','));
      return (
        <span className="form-field__choices" id={id}>
          {offered.map((item) => (
            <label key={item} className="form-field__choice">
              <input
                type="checkbox"
                name={field.name}
                value={item}
                checked={chosen.includes(item)}
                disabled={disabled}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => toggle(item, event.target.checked)}
                onBlur={onBlur}
              />
              {item}
            </label>
          ))}
        </span>
      );
    }
    case 'text':
      // A list of lines (a bet message of several lines) is a text area of `lines` rows; one line an input.
      if (field.lines) {
        return <textarea {...common} rows={field.lines} maxLength={field.maxLength} value={value} onChange={(event) => onChange(event.target.value)} />;
      }
      return <input {...common} type="text" maxLength={field.maxLength} value={value} onChange={(event) => onChange(event.target.value)} />;
    case 'color':
      // The picker and the text are one value: the text takes a typed #RRGGBB, the picker a chosen one.
      return (
        <span className="form-field__colour">
          <input {...common} type="text" maxLength={7} placeholder="#RRGGBB" value={value} onChange={(event) => onChange(event.target.value)} />
          <input
            type="color"
            aria-hidden="true"
            tabIndex={-1}
            disabled={disabled}
            value={HEX_COLOR.test(value) ? value.toLowerCase() : '#ffffff'}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
          />
        </span>
      );
    case 'html': {
      const background = field.background ? values[field.background] : undefined;
      return (
        <>
          <textarea {...common} rows={field.lines} maxLength={field.maxLength} value={value} onChange={(event) => onChange(event.target.value)} />
          <div className="form-field__preview-label" aria-hidden="true">
            {i18n._(PREVIEW)}
          </div>
          {/* What readers will see: the same sanitiser and background as Home's announcements. */}
          <div
            className="form-field__preview announcement"
            role="region"
            aria-label={i18n._(PREVIEW)}
            style={background && HEX_COLOR.test(background) ? { background } : undefined}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
          />
        </>
      );
    }
    case 'rate':
      return (
        <input {...common} type="number" inputMode="decimal" min={field.range.min} max={field.range.max} step={field.range.step} value={value} onChange={(event) => onChange(event.target.value)} />
      );
    default: {
      const type = field.kind === 'password' ? 'password' : field.kind === 'phone' ? 'tel' : field.kind === 'date' ? 'date' : 'text';
      return (
        <input
          {...common}
          type={type}
          inputMode={field.kind === 'money' ? 'decimal' : field.kind === 'phone' ? 'numeric' : undefined}
          autoComplete={field.kind === 'password' ? field.autoComplete : 'off'}
          placeholder={field.kind === 'money' ? '0.00' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
  }
}

/** A declared form's fields: each input with its label and, under it, the problem it shows. */
export function FormFields({ fields, context, idPrefix, disabled, onChange, onBlur }: FormFieldsProps) {
  const { i18n } = useLingui();
  return fields.map((field) => {
    const id = `${idPrefix}-${field.name}`;
    const problem = shownProblem(context, field.name);
    const errorId = problem ? `${id}-error` : undefined;
    const label = i18n._(field.label);
    const input = (
      <FieldInput
        field={field}
        id={id}
        value={context.values[field.name] ?? ''}
        values={context.values}
        options={context.options}
        disabled={disabled}
        describedBy={errorId}
        onChange={(value) => onChange(field.name, value)}
        onBlur={() => onBlur(field.name)}
      />
    );
    return (
      <div key={field.name} className={`field form-field form-field--${field.kind}`}>
        {checkListOf(field) ? (
          <fieldset className="form-field__group">
            <legend className="field__label">{label}</legend>
            {input}
          </fieldset>
        ) : field.kind === 'flag' ? (
          <label className="form-field__flag" htmlFor={id}>
            {input} {label}
          </label>
        ) : (
          <>
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
            {input}
          </>
        )}
        {/* Outside the label: the input's name stays its label; the problem is its description. */}
        {problem && (
          <span id={errorId} className="field__error">
            {messageText(i18n, problem)}
          </span>
        )}
      </div>
    );
  });
}
