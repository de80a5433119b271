import type { DrawDay, Location } from '../../../domain/bets/index.ts';

const DAYS: readonly DrawDay[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday of a draw's calendar day (YYYY-MM-DD): a line without a day code bets on it. */
export function drawDayOf(drawDate: string): DrawDay {
  const [year, month, day] = drawDate.split('-').map(Number);
  return DAYS[new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()]!;
}

/** The parser's location for the app's location id (anything unknown reads as the default, SG). */
export function betLocationOf(locId: string): Location {
  return locId === 'MG' || locId === 'TT' ? locId : 'SG';
}
