/**
 * What a draw gives (design/DOMAIN.md, "Facts"): a 4D draw 23 numbers in five prize categories, a TOTO
 * draw 6 numbers of 1-49 plus the additional number. These are validated results (validateFourDResult,
 * validateTotoResult build them); settlement takes them as they are.
 */

/** The 4D prize categories, highest first. Big wins on all five, Small on the top three only. */
export const FOUR_D_PRIZES = ['first', 'second', 'third', 'starter', 'consolation'] as const;
export type FourDPrize = (typeof FOUR_D_PRIZES)[number];

export const SMALL_PRIZES = ['first', 'second', 'third'] as const;
export type SmallPrize = (typeof SMALL_PRIZES)[number];

/** How many numbers each category draws: 1 + 1 + 1 + 10 + 10 = 23. */
export const FOUR_D_PRIZE_COUNT: Readonly<Record<FourDPrize, number>> = {
  first: 1,
  second: 1,
  third: 1,
  starter: 10,
  consolation: 10,
};
export const FOUR_D_NUMBERS_PER_DRAW = 23;

export interface FourDResult {
  readonly game: '4D';
  /** Each a 4-digit string, 0000-9999. */
  readonly first: string;
  readonly second: string;
  readonly third: string;
  /** 10 each, in the order they were entered (position 1 first). */
  readonly starters: readonly string[];
  readonly consolations: readonly string[];
}

export const TOTO_WINNING_NUMBERS = 6;
export const TOTO_LOWEST = 1;
export const TOTO_HIGHEST = 49;

export interface TotoResult {
  readonly game: 'TOTO';
  /** The six winning numbers, 1-49, in the order they were entered. */
  readonly numbers: readonly number[];
  /** The additional number, 1-49, not one of the six. */
  readonly additional: number;
}

export type DrawResult = FourDResult | TotoResult;

/**
 * One place of a result a person fills in: a 4D prize and its position (1-10 for Starter and
 * Consolation, 1 for the top three), or a TOTO winning number (position 1-6) or the additional number.
 */
export interface ResultField {
  readonly prize: FourDPrize | 'toto' | 'additional';
  readonly position: number;
}

/** A stable key of a field, for form ids and the server's error detail: first-1, starter-4, toto-2, additional-1. */
export const resultFieldKey = (field: ResultField): string => `${field.prize}-${field.position}`;

/** One winning place of a 4D result: the number drawn there, its category and position. */
export interface FourDWinner {
  readonly number: string;
  readonly prize: FourDPrize;
  readonly position: number;
}

/** The 23 places of a 4D result in the order of the prize table (1st, 2nd, 3rd, Starter 1-10, Consolation 1-10). */
export function fourDWinners(result: FourDResult): FourDWinner[] {
  const winners: FourDWinner[] = [
    { number: result.first, prize: 'first', position: 1 },
    { number: result.second, prize: 'second', position: 1 },
    { number: result.third, prize: 'third', position: 1 },
  ];
  result.starters.forEach((number, index) => winners.push({ number, prize: 'starter', position: index + 1 }));
  result.consolations.forEach((number, index) => winners.push({ number, prize: 'consolation', position: index + 1 }));
  return winners;
}
