/**
 * Every reason a line is rejected, with a message a person can act on. The code is stable (the UI may
 * translate by it); the English message is built only when a line fails, never on the valid path.
 */
export const BET_ERROR_MESSAGES = {
  'empty-line': () => 'The line is empty: write a bet such as 1234 1-2',
  'unknown-location': (location: string, locations: string) =>
    `Unknown location "${location}": bets are taken for ${locations}`,
  'day-code-unknown': (code: string, location: string, codes: string) =>
    `Day code ${code} does not exist at ${location}: use ${codes}`,
  'day-code-other-location': (code: string, locations: string) => `Day code ${code} is only for ${locations}`,
  'day-code-alone': () =>
    'A day code alone sets the day only on the first line of a message: write the bet after it, e.g. 0 1234 1-2',
  'day-code-required': (codes: string) => `Start the line with a day code (${codes}), e.g. 0 1234 1-2`,
  'no-next-draw': (codes: string) => `There is no next draw to bet on: start the line with a day code (${codes})`,
  'header-invalid': (headerLine: number) =>
    `This line has no day code and the header day on line ${headerLine} is invalid: fix the header or add a day code`,
  'number-digit': () => 'A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234',
  'number-too-long': () => 'A number has exactly 4 digits',
  'roll-twice': () => 'Only one position can be rolled: write a single R',
  'roll-with-ik': () => 'Roll (R) cannot be combined with i or k',
  'ik-same-digits': (number: string) =>
    `${number} has only one arrangement: i and k need a number with at least two different digits`,
  'suffix-spaced': () => 'Write i or k right after the number, without a space, e.g. 1234i 1-2',
  'toto-location': (locations: string) =>
    `TOTO forms (/, /2 to /7, 2* to 4*, *2 to *4, TO, TE, TT) are only for ${locations}`,
  'toto-plain-number': () => 'A TOTO form takes a plain 4-digit number, without R, i or k',
  'toto-form-unknown': (written: string) =>
    `TOTO form ${written} does not exist: use /, /2 to /7, 2* to 4*, *2 to *4, TO, TE or TT`,
  'toto-dash': () => "Write the TOTO ticket amount after a '-', e.g. 1234/-2",
  'toto-amount-zero': () => 'The TOTO ticket amount must be above zero',
  'toto-amount-whole': () => 'The TOTO ticket amount must be a whole number',
  'big-small-location': (location: string) =>
    `4D big-small bets are not sold at ${location}: write a TOTO form, e.g. 1234/-2`,
  'amount-missing': () => 'Write the amount as big-small after the number, e.g. 1234 1-2 (H- is 0.5, Q- is 0.25)',
  'amount-dash': () => "Write the amount as big-small with a '-' between them, e.g. 1-2, or 1- for big only",
  'amount-decimals': (places: number) =>
    places === 0
      ? 'Big amount must be a whole number (H- is 0.5, Q- is 0.25)'
      : `Amounts go to the cent: at most ${places} decimal place${places === 1 ? '' : 's'}`,
  'amount-decimal-digits': () => 'Write digits after the decimal point, e.g. 1.50',
  'amount-too-large': (max: number) => `Amount too large: at most ${max}`,
  'small-not-whole': () => 'Small amount must be a whole number',
  'stake-zero': () => 'Big + small must be above zero',
  'trailing-text': () => 'Unexpected text after the amount: write one bet per line',
} as const;

export type BetErrorCode = keyof typeof BET_ERROR_MESSAGES;

export type BetErrorArgs<C extends BetErrorCode> = Parameters<(typeof BET_ERROR_MESSAGES)[C]>;

export function betErrorMessage<C extends BetErrorCode>(code: C, ...args: BetErrorArgs<C>): string {
  return (BET_ERROR_MESSAGES[code] as (...a: BetErrorArgs<C>) => string)(...args);
}
