import { resultFieldKey, validateFourDResult, validateTotoResult, type ResultErrorCode } from '../../domain/settlement/index.ts';
import type { ResultEntry } from '../../contract/drawResults.ts';

/**
 * One problem of a result form, on its field (key as resultFieldKey: first-1, starter-4, toto-2,
 * additional-1; null for the result as a whole). The view translates it by its code; `sameAs` is the
 * field that already holds a repeated number, when known; `message` is the English text (the server's).
 */
export interface FieldProblem {
  field: string | null;
  code: string;
  message: string;
  sameAs: string | null;
}

/** The server refused the result (400 with data.Problems): each problem on its field, nothing stored. */
export class ResultRefused extends Error {
  override readonly name = 'ResultRefused';
  constructor(readonly problems: readonly FieldProblem[]) {
    super('The result was refused.');
  }
}

/** The codes of domain/settlement/resultMessages.ts, so the view knows which it can translate. */
export type { ResultErrorCode };

/**
 * The browser's check of a typed result, the same rules as the server's (domain/settlement): every
 * problem with its field; an empty list when the result may be sent.
 */
export function resultEntryProblems(entry: ResultEntry): FieldProblem[] {
  const validation =
    entry.Game === '4D'
      ? validateFourDResult({
          first: entry.First,
          second: entry.Second,
          third: entry.Third,
          starters: entry.Starters,
          consolations: entry.Consolations,
        })
      : validateTotoResult({ numbers: entry.Numbers, additional: entry.Additional });
  if (validation.ok) return [];
  return validation.problems.map((problem) => ({
    field: problem.field ? resultFieldKey(problem.field) : null,
    code: problem.code,
    message: problem.message,
    sameAs: problem.sameAs ? resultFieldKey(problem.sameAs) : null,
  }));
}
