/**
 * A 4D result as a person enters it (Draw Setting; the server's draw/result body) checked in full:
 * 23 distinct 4-digit numbers, 1st, 2nd, 3rd, 10 Starter and 10 Consolation. Every problem is reported
 * with its field, so the screen can mark each one and the server can refuse the whole result with the
 * same list; a result with any problem is not built at all (nothing to store).
 */
import { fieldLabel, fieldReference, problem, type ResultProblem } from './resultMessages.ts';
import {
  FOUR_D_NUMBERS_PER_DRAW,
  FOUR_D_PRIZE_COUNT,
  type FourDPrize,
  type FourDResult,
  type ResultField,
} from './results.ts';

/** The fields as typed: any text, blank for a field left empty. Lists may be short or long; both are reported. */
export interface FourDResultEntry {
  readonly first: string;
  readonly second: string;
  readonly third: string;
  readonly starters: readonly string[];
  readonly consolations: readonly string[];
}

export type ResultValidation<R> =
  | { readonly ok: true; readonly result: R }
  | { readonly ok: false; readonly problems: readonly ResultProblem[] };

/** Four ASCII digits: full-width digits and signs are refused, as the message says (0-9). */
const FOUR_DIGITS = /^[0-9]{4}$/;

const PRIZE_NAMES: Readonly<Record<FourDPrize, string>> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  starter: 'Starter',
  consolation: 'Consolation',
};

interface FourDField extends ResultField {
  readonly prize: FourDPrize;
}

interface TypedField {
  readonly field: FourDField;
  /** As typed, without surrounding spaces (a pasted number often carries one). */
  readonly text: string;
}

export function validateFourDResult(entry: FourDResultEntry): ResultValidation<FourDResult> {
  const fields = typedFields(entry);
  const entered = fields.filter(({ text }) => text !== '').length;
  const problems: ResultProblem[] = [];
  if (entered !== FOUR_D_NUMBERS_PER_DRAW) problems.push({ ...problem(null, 'four-d-count', entered), entered });

  const firstSeenAt = new Map<string, ResultField>();
  for (const { field, text } of fields) {
    const count = FOUR_D_PRIZE_COUNT[field.prize];
    if (field.position > count) {
      if (text !== '') {
        problems.push(problem(field, 'four-d-extra', fieldLabel(field), PRIZE_NAMES[field.prize], count));
      }
    } else if (text === '') {
      problems.push(problem(field, 'four-d-missing', fieldLabel(field)));
    } else if (!FOUR_DIGITS.test(text)) {
      problems.push(problem(field, 'four-d-digits'));
    } else {
      // The later field is the one in error: it points at where the number already is.
      const seen = firstSeenAt.get(text);
      if (!seen) firstSeenAt.set(text, field);
      else {
        const message = problem(field, 'four-d-duplicate', fieldLabel(field), text, fieldReference(seen));
        problems.push({ ...message, sameAs: seen });
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const textOf = (prize: FourDPrize) => fields.filter(({ field }) => field.prize === prize).map(({ text }) => text);
  return {
    ok: true,
    result: {
      game: '4D',
      first: textOf('first')[0]!,
      second: textOf('second')[0]!,
      third: textOf('third')[0]!,
      starters: textOf('starter'),
      consolations: textOf('consolation'),
    },
  };
}

/** Every field in the order of the prize table; a short list is padded with blanks, a long one kept (extras are reported). */
function typedFields(entry: FourDResultEntry): TypedField[] {
  const listed = (prize: 'starter' | 'consolation', texts: readonly string[]): TypedField[] =>
    Array.from({ length: Math.max(texts.length, FOUR_D_PRIZE_COUNT[prize]) }, (_, index) => ({
      field: { prize, position: index + 1 },
      text: (texts[index] ?? '').trim(),
    }));
  return [
    { field: { prize: 'first', position: 1 }, text: entry.first.trim() },
    { field: { prize: 'second', position: 1 }, text: entry.second.trim() },
    { field: { prize: 'third', position: 1 }, text: entry.third.trim() },
    ...listed('starter', entry.starters),
    ...listed('consolation', entry.consolations),
  ];
}
