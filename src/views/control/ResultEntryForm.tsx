import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultEntry, SavedResult } from '../../../contract/drawResults.ts';
import type { FieldProblem } from '../../../machines/rules/resultForm.ts';
import { fourDInputs, labelOfKey, totoInputs, type ResultInput } from './resultFields.ts';
import { resultProblemText } from './resultProblemText.ts';

interface ResultEntryFormProps {
  game: '4D' | 'TOTO';
  /** The saved result the inputs start from (null: empty inputs). */
  saved: SavedResult | null;
  problems: readonly FieldProblem[];
  busy: boolean;
  onSave: (entry: ResultEntry) => void;
}

/** What each input starts with, by field key, from the saved result. */
function savedValues(saved: SavedResult | null): Record<string, string> {
  if (!saved) return {};
  if (saved.Game === 'TOTO') {
    return {
      ...Object.fromEntries(saved.Numbers.map((number, index) => [`toto-${index + 1}`, String(number)])),
      'additional-1': String(saved.Additional),
    };
  }
  return {
    'first-1': saved.First,
    'second-1': saved.Second,
    'third-1': saved.Third,
    ...Object.fromEntries(saved.Starters.map((number, index) => [`starter-${index + 1}`, number])),
    ...Object.fromEntries(saved.Consolations.map((number, index) => [`consolation-${index + 1}`, number])),
  };
}

/** The typed result as draw/result takes it. */
function entryOf(game: '4D' | 'TOTO', data: FormData): ResultEntry {
  const value = (key: string) => String(data.get(key) ?? '');
  const list = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => value(`${prefix}-${index + 1}`));
  if (game === 'TOTO') return { Game: 'TOTO', Numbers: list('toto', 6), Additional: value('additional-1') };
  return { Game: '4D', First: value('first-1'), Second: value('second-1'), Third: value('third-1'), Starters: list('starter', 10), Consolations: list('consolation', 10) };
}

/**
 * Result entry (4D: 1st, 2nd, 3rd Prize, Starter 1-10, Consolation 1-10; TOTO: Number 1-6 and the
 * Additional Number). Each problem shows under its input, translated by its code, and marks the input
 * invalid; a problem of the whole result shows above the inputs.
 */
export function ResultEntryForm({ game, saved, problems, busy, onSave }: ResultEntryFormProps) {
  const { t, i18n } = useLingui();
  const inputs: ResultInput[] = game === 'TOTO' ? totoInputs(i18n) : fourDInputs(i18n);
  const values = savedValues(saved);
  const textOf = (problem: FieldProblem) => resultProblemText(i18n, problem, labelOfKey(inputs, problem.field), labelOfKey(inputs, problem.sameAs));
  const general = problems.filter((problem) => problem.field === null || !inputs.some((input) => input.key === problem.field));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(entryOf(game, new FormData(event.currentTarget)));
  }

  return (
    // noValidate: the result's own rules (domain/settlement) check it and say what is wrong, field by field.
    <form className="control-form result-form" onSubmit={submit} noValidate aria-label={t`Result`}>
      {general.map((problem, index) => (
        <p key={`${problem.code}-${index}`} role="alert" className="field__error">
          {textOf(problem)}
        </p>
      ))}
      <div className="result-form__grid">
        {inputs.map((input) => {
          const own = problems.filter((problem) => problem.field === input.key);
          const errorId = `result-${input.key}-error`;
          return (
            <div className="field" key={`${input.key}-${values[input.key] ?? ''}`}>
              <label className="field__label" htmlFor={`result-${input.key}`}>
                {input.label}
              </label>
              <input
                id={`result-${input.key}`}
                name={input.key}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={values[input.key] ?? ''}
                aria-invalid={own.length > 0}
                aria-describedby={own.length > 0 ? errorId : undefined}
                size={4}
              />
              {own.length > 0 && (
                <span id={errorId} className="field__error">
                  {own.map(textOf).join(' ')}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className="control-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Save Results</Trans>
        </button>
      </div>
    </form>
  );
}
