/**
 * The rules of an intake limit as Out Setting sends it (POST outSetting6), pure: every problem at
 * once, each on its field (spec 02 §5: "Numbers are 4D numbers").
 * - Number: '*' (every number without its own row), four digits, or for a roll the ticket's own
 *   form: three digits and one R in place of the rolled digit (R234, 1R34 …, written as the ticket
 *   number is stored, upper case). iBet and kBet tickets are stored with their four digits, so their
 *   limits name four digits too.
 * - BetType: straight, roll, iBet or kBet at a 4D location; toto at TT.
 * - Big and Small (4D), Amount (TT): whole cents from $0.00 to $10,000,000.00; empty is no limit
 *   (keeps all), 0 keeps nothing.
 */
import { FOUR_D_LIMIT_BET_TYPES, TT_LIMIT_BET_TYPE, type LimitRequest } from '../../contract/outSettings.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { limitNumber } from '../../domain/limitNumber.ts';

export const MAX_LIMIT_CENTS = 1_000_000_000;

export interface CheckedLimit {
  number: string;
  betType: string;
  bigCents: number | null;
  smallCents: number | null;
  amountCents: number | null;
}


export const betTypesAt = (isTt: boolean): readonly string[] => (isTt ? [TT_LIMIT_BET_TYPE] : FOUR_D_LIMIT_BET_TYPES);

function amountProblem(field: string, value: number | null | undefined): FieldProblem | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value)) return { Field: field, Code: 'wholeCents', Message: 'Enter an amount in dollars, with at most two decimals.' };
  if (value < 0) return { Field: field, Code: 'negative', Message: 'The limit cannot be below $0.00.' };
  if (value > MAX_LIMIT_CENTS) return { Field: field, Code: 'tooLarge', Message: 'The limit is at most $10,000,000.00.' };
  return null;
}

export function limitProblems(request: LimitRequest, isTt: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const betType = request.BetType?.trim() ?? '';
  if (!betTypesAt(isTt).includes(betType)) problems.push({ Field: 'BetType', Code: 'required', Message: `Choose the bet type: ${betTypesAt(isTt).join(', ')}.` });
  const number = request.Number?.trim() ?? '';
  if (number === '') problems.push({ Field: 'Number', Code: 'required', Message: 'Enter the number, or * for every number.' });
  else if (limitNumber(number, betType) === null)
    problems.push({ Field: 'Number', Code: 'notANumber', Message: 'A number is 4 digits (a roll: R in place of one digit), or * for every number.' });
  const kinds = isTt ? (['AmountCents'] as const) : (['BigCents', 'SmallCents'] as const);
  for (const kind of kinds) {
    const problem = amountProblem(kind, request[kind]);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The limit of a request without problems; the stake kinds the location does not use keep all (null). */
export function checkedLimit(request: LimitRequest, isTt: boolean): CheckedLimit {
  const betType = request.BetType!.trim();
  return {
    number: limitNumber(request.Number!, betType)!,
    betType,
    bigCents: isTt ? null : (request.BigCents ?? null),
    smallCents: isTt ? null : (request.SmallCents ?? null),
    amountCents: isTt ? (request.AmountCents ?? null) : null,
  };
}
