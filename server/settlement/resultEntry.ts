/**
 * A result as typed (contract ResultEntry) checked by the pure rules (domain/settlement) for the
 * draw's location: a 4D result at SG and MG, a TOTO result at TT. A refused result is the list of
 * problems the 400 answer carries (contract ResultProblems), field by field.
 */
import type { ResultEntry, ResultProblems } from '../../contract/drawResults.ts';
import { resultFieldKey, validateFourDResult, validateTotoResult, type DrawResult } from '../../domain/settlement/index.ts';

export type CheckedResult = { ok: true; result: DrawResult } | { ok: false; problems: ResultProblems['Problems'] };

export function checkResult(locId: string, entry: ResultEntry): CheckedResult {
  const game = locId === 'TT' ? 'TOTO' : '4D';
  if (entry.Game !== game) {
    const message = game === 'TOTO' ? 'A TT draw takes a TOTO result.' : `A ${locId} draw takes a 4D result.`;
    return { ok: false, problems: [{ Field: null, Code: 'game', Message: message }] };
  }
  const checked =
    entry.Game === '4D'
      ? validateFourDResult({ first: entry.First, second: entry.Second, third: entry.Third, starters: entry.Starters, consolations: entry.Consolations })
      : validateTotoResult({ numbers: entry.Numbers, additional: entry.Additional });
  if (checked.ok) return { ok: true, result: checked.result };
  return {
    ok: false,
    problems: checked.problems.map((p) => ({ Field: p.field ? resultFieldKey(p.field) : null, Code: p.code, Message: p.message })),
  };
}

/** A result's places as rows of draw_result_numbers: prize, position, number (TOTO numbers as text). */
export function resultPlaces(result: DrawResult): { prize: string; position: number; number: string }[] {
  if (result.game === 'TOTO') {
    return [
      ...result.numbers.map((n, i) => ({ prize: 'toto', position: i + 1, number: String(n) })),
      { prize: 'additional', position: 1, number: String(result.additional) },
    ];
  }
  return [
    { prize: 'first', position: 1, number: result.first },
    { prize: 'second', position: 1, number: result.second },
    { prize: 'third', position: 1, number: result.third },
    ...result.starters.map((number, i) => ({ prize: 'starter', position: i + 1, number })),
    ...result.consolations.map((number, i) => ({ prize: 'consolation', position: i + 1, number })),
  ];
}
