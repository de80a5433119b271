import { resultFieldKey, validateFourDResult, validateTotoResult } from '../../domain/settlement/index.ts';
import type { ResultEntry } from '../../contract/drawResults.ts';
import type { FieldProblem } from './resultRefused.ts';

// The refusal and its problems live apart (no domain import), so the app's edge can build them cheaply.
export { ResultRefused, type FieldProblem } from './resultRefused.ts';

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
