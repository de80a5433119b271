/**
 * A TOTO result as a person enters it: 6 distinct winning numbers of 1-49 and the additional number,
 * distinct from the six. Every problem is reported on its field; a result with any problem is not built.
 */
import { fieldLabel, fieldReference, problem, type ResultProblem } from './resultMessages.ts';
import { TOTO_HIGHEST, TOTO_LOWEST, TOTO_WINNING_NUMBERS, type ResultField, type TotoResult } from './results.ts';
import type { ResultValidation } from './validateFourDResult.ts';

/** The fields as typed: any text, blank for a field left empty. */
export interface TotoResultEntry {
  readonly numbers: readonly string[];
  readonly additional: string;
}

/** One or two ASCII digits: 7 and 07 are the same ball; 007 or 7.0 are not how a ball is written. */
const ONE_OR_TWO_DIGITS = /^[0-9]{1,2}$/;

const TOTO_NUMBERS_PER_DRAW = TOTO_WINNING_NUMBERS + 1;

export function validateTotoResult(entry: TotoResultEntry): ResultValidation<TotoResult> {
  const fields = [
    ...Array.from({ length: Math.max(entry.numbers.length, TOTO_WINNING_NUMBERS) }, (_, index) => ({
      field: { prize: 'toto', position: index + 1 } satisfies ResultField,
      text: (entry.numbers[index] ?? '').trim(),
    })),
    { field: { prize: 'additional', position: 1 } satisfies ResultField, text: entry.additional.trim() },
  ];
  const entered = fields.filter(({ text }) => text !== '').length;
  const problems: ResultProblem[] = [];
  if (entered !== TOTO_NUMBERS_PER_DRAW) problems.push({ ...problem(null, 'toto-count', entered), entered });

  const values: number[] = [];
  const firstSeenAt = new Map<number, ResultField>();
  for (const { field, text } of fields) {
    const value = ONE_OR_TWO_DIGITS.test(text) ? Number(text) : Number.NaN;
    if (field.prize === 'toto' && field.position > TOTO_WINNING_NUMBERS) {
      if (text !== '') problems.push(problem(field, 'toto-extra', fieldLabel(field)));
    } else if (text === '') {
      problems.push(problem(field, 'toto-missing', fieldLabel(field)));
    } else if (!(value >= TOTO_LOWEST && value <= TOTO_HIGHEST)) {
      problems.push(problem(field, 'toto-range'));
    } else {
      const seen = firstSeenAt.get(value);
      if (!seen) firstSeenAt.set(value, field);
      else {
        const message = problem(field, 'toto-duplicate', fieldLabel(field), value, fieldReference(seen));
        problems.push({ ...message, sameAs: seen });
      }
      values.push(value);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const [additional] = values.slice(TOTO_WINNING_NUMBERS);
  return { ok: true, result: { game: 'TOTO', numbers: values.slice(0, TOTO_WINNING_NUMBERS), additional: additional! } };
}
