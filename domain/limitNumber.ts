/**
 * The number an intake limit or a throw number names (issue 21; spec 02 §5 "Numbers are 4D numbers"),
 * as a ticket stores it: four digits, or for a roll three digits and one R in place of the rolled digit
 * (R234, 1R34 …, upper case); a limit may also name '*', every number without its own row. iBet and
 * kBet tickets store their four digits, so their limits name four digits too. Shared by the forms and
 * the server (server/outset/limitRequest.ts).
 */
const ROLL_NUMBER = /^(?=[0-9R]{4}$)[0-9]*R[0-9]*$/;

/** The number as stored, or null when it is none of the forms above ('*' is the caller's to allow). */
export function limitNumber(text: string, betType: string): string | null {
  const number = text.trim().toUpperCase();
  if (number === '*' || /^\d{4}$/.test(number)) return number;
  return betType === 'roll' && ROLL_NUMBER.test(number) ? number : null;
}
