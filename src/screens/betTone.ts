import type { Ticket } from '../../contract/bets.ts';
import type { BetTone } from '../widgets/dataTable/index.ts';

/**
 * A row's tone by what its bet is (spec 02 §2.12 names the tones 0-7, 9, 24, 25, IBET, KBET, RRRR,
 * not which bet takes which). Decision (issue 19, README "Data screens"), every tone from the bet:
 *
 * | tone | the bet |
 * |---|---|
 * | IBET, KBET, RRRR | an iBet (i), a kBet (k), a roll (R): the suffix wins over the days |
 * | 0, 2, 3, 6, 7 | a straight 4D line on the days of that SG/MG day code (0 Wed+Sat+Sun, 2 Sat+Sun, 3 Wed, 6 Sat, 7 Sun), written with the code or not |
 * | 9 | a straight line on the MG Tuesday special draw (9M) |
 * | 1, 4 | a straight line at TT on Monday (1) or Thursday (4), TT's day codes |
 * | 5 | a TOTO ticket of one set: the forms /, TO, TE, TT |
 * | 24 | a TOTO system bet: /2 to /7 |
 * | 25 | a TOTO banker bet: 2* to 4*, *2 to *4 |
 *
 * The digits are the day codes of spec 02 §5 (the line's draw days, from `Draws`); the three TOTO
 * tones take the codes no day uses. A row that does not say its days or its form (a summary by bet
 * type) has no tone, rather than a wrong one.
 */
export interface BetToneSource {
  BetType: Ticket['BetType'];
  /** The draw days the line buys (tickets); absent where a row sums several lines. */
  Draws?: readonly string[];
  TotoForm?: string | null;
}

const SUFFIX_TONES: Partial<Record<Ticket['BetType'], BetTone>> = { roll: 'RRRR', iBet: 'IBET', kBet: 'KBET' };

/** A line's draw days, in week order and joined, to its day code (domain/bets/decisions.ts dayCodes). */
const DAY_TONES: Readonly<Record<string, BetTone>> = {
  'Wed Sat Sun': '0',
  'Sat Sun': '2',
  Wed: '3',
  Sat: '6',
  Sun: '7',
  Tue: '9',
  Mon: '1',
  Thu: '4',
};
const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function totoTone(form: string | null | undefined): BetTone | null {
  if (!form) return null;
  if (/^\/[2-7]$/.test(form)) return '24';
  if (form.includes('*')) return '25';
  return '5';
}

export function betTone(bet: BetToneSource): BetTone | null {
  const suffix = SUFFIX_TONES[bet.BetType];
  if (suffix) return suffix;
  if (bet.BetType === 'toto') return totoTone(bet.TotoForm);
  if (!bet.Draws || bet.Draws.length === 0) return null;
  const days = [...bet.Draws].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b)).join(' ');
  return DAY_TONES[days] ?? null;
}
