/**
 * The texts of the draw messages sent by SMS and by the bot (spec 02 §2.2 Send Result / Send Strike,
 * §7.9 SMSString): pure, so the server composes them from stored rows and a unit test checks them from
 * a known result. Layout (decision: compact, one line, readable on a phone, numbers never cut):
 *   4D:   "SG 4D 26/11/2026 1st 1234 2nd 5678 3rd 9012 S: 1111 2222 … C: 3333 4444 …"
 *   TOTO: "TT TOTO 26/11/2026 Win: 3 12 18 25 33 41 Add: 7"
 *   Strike: "SG 4D 26/11/2026 member1 won: 1234 Straight $2000.00; 5678 iBet $83.00. Total $2083.00"
 * The server splits a text longer than one SMS (150 characters) into parts at spaces.
 */

/** A stored result as the contract shows it (contract/drawResults.ts SavedResult). */
export type ResultNumbers =
  | { Game: '4D'; First: string; Second: string; Third: string; Starters: readonly string[]; Consolations: readonly string[] }
  | { Game: 'TOTO'; Numbers: readonly number[]; Additional: number };

/** 2026-11-26 -> 26/11/2026 (the operator's way of writing a day). */
export const messageDate = (isoDay: string): string => {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
};

/** Integer cents as dollars with two decimals, no thousands separator (shorter on an SMS). */
export const messageDollars = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}$${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/** The draw's result in one line: the heading (location, game, day), then the prizes in order. */
export function resultMessageText(locId: string, drawDate: string, result: ResultNumbers): string {
  const heading = `${locId} ${result.Game} ${messageDate(drawDate)}`;
  if (result.Game === 'TOTO') return `${heading} Win: ${result.Numbers.join(' ')} Add: ${result.Additional}`;
  return [
    heading,
    `1st ${result.First} 2nd ${result.Second} 3rd ${result.Third}`,
    `S: ${result.Starters.join(' ')}`,
    `C: ${result.Consolations.join(' ')}`,
  ].join(' ');
}

/** How a winning ticket's bet type reads in a message. */
const BET_LABELS: Record<string, string> = { straight: 'Straight', roll: 'Roll', iBet: 'iBet', kBet: 'kBet' };

export interface WinningTicket {
  /** The number as bet (a roll keeps its R). */
  number: string;
  /** tickets.bet_type: straight, roll, iBet, kBet, toto. */
  betType: string;
  /** The TOTO form (/, /2, TO …) of a toto ticket, else null. */
  totoForm: string | null;
  /** What the ticket won in the draw (its strikes summed), integer cents. */
  payoutCents: number;
}

/** One subscriber's winnings in one draw: each winning ticket (number, bet type, prize) and the total. */
export function strikeMessageText(locId: string, game: string, drawDate: string, userId: string, tickets: readonly WinningTicket[]): string {
  const lines = tickets.map((t) => `${t.number} ${t.betType === 'toto' ? `TOTO ${t.totoForm ?? ''}`.trim() : (BET_LABELS[t.betType] ?? t.betType)} ${messageDollars(t.payoutCents)}`);
  const total = tickets.reduce((sum, t) => sum + t.payoutCents, 0);
  return `${locId} ${game} ${messageDate(drawDate)} ${userId} won: ${lines.join('; ')}. Total ${messageDollars(total)}`;
}

/**
 * The bet-entry alert (Mobile's BetEntryAlert): bets entered for a user, announced to its number.
 * `placedBy` is named when someone else entered them (an agent for its member, a fixed bet's creator).
 */
export function betEntryAlertText(alert: { locId: string; drawDate: string; userId: string; placedBy: string; tickets: number; costCents: number }): string {
  const by = alert.placedBy === alert.userId ? '' : ` by ${alert.placedBy}`;
  const noun = alert.tickets === 1 ? 'ticket' : 'tickets';
  return `${alert.locId} ${messageDate(alert.drawDate)}: bets entered for ${alert.userId}${by}, ${alert.tickets} ${noun}, cost ${messageDollars(alert.costCents)}.`;
}
