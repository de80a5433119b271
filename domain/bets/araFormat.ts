/**
 * The ARA file (spec 02 §2.2 Backup ARA, §7.5, §7.6 exportAra, §7.10 the `ara` upload kind): a draw's
 * bets written in the bet notation Bet Upload reads, one line per ticket, in sections per user.
 *
 *   #UserId member1
 *   1234 1-2
 *   R234 0.5-1
 *   1123k 1-
 *   #UserId member2
 *   5678i 0-3
 *
 * - A section starts with a line `#UserId <id>`; the lines after it, up to the next section, are that
 *   user's bets. An upload of the `ara` kind for a UserId takes that user's section only (a file
 *   without sections is all the UserId's). Any other line starting with `#` is a comment.
 * - A bet line has no day code: a backup holds the bets of ONE draw, each as it stands in that draw, so
 *   uploading it puts every bet once on the draw it is uploaded for (a `0` line would buy three draws).
 * - Amounts are written to the cent (0.5, 1.25): an `ara` file is read with AcceptDecimals, which is
 *   what this writer needs (H- and Q- are read too, but a backup never writes them).
 */
import type { BetType, TotoForm } from './types.ts';

export const ARA_SECTION_MARK = '#UserId ';

/** One ticket as stored, the fields a bet line is written from (money in integer cents). */
export interface AraTicket {
  readonly betType: BetType;
  /** 1234, or R234 for a roll. */
  readonly number: string;
  readonly bigCents: number;
  readonly smallCents: number;
  readonly totoForm: TotoForm | null;
  readonly totoAmountCents: number;
}

/** Cents as the notation's amount: 1, 0.5, 1.25. */
export function araAmount(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

const SUFFIX: Partial<Record<BetType, string>> = { iBet: 'i', kBet: 'k' };

/** The bet line of one ticket, as Place Bets would take it (no day code: see the file's comment). */
export function araLine(ticket: AraTicket): string {
  if (ticket.betType === 'toto') return `${ticket.number}${ticket.totoForm ?? '/'}-${araAmount(ticket.totoAmountCents)}`;
  // A small of 0 is written as nothing after the minus, as Place Bets writes "1234 1-".
  const small = ticket.smallCents === 0 ? '' : araAmount(ticket.smallCents);
  return `${ticket.number}${SUFFIX[ticket.betType] ?? ''} ${araAmount(ticket.bigCents)}-${small}`;
}

export interface AraSection {
  readonly userId: string;
  readonly lines: readonly string[];
}

/** The whole file: a section per user, in the order given; lines end with CRLF like the spreadsheets' text. */
export function writeAraFile(sections: readonly AraSection[]): string {
  return sections.map((section) => [`${ARA_SECTION_MARK}${section.userId}`, ...section.lines].join('\r\n')).join('\r\n') + '\r\n';
}

/**
 * The text an `ara` upload for `userId` processes: its section's lines (the others' and every `#`
 * line become blank lines, so a bet keeps the line number it has in the file); the whole file when it
 * has no sections; null when it has sections but none for that user.
 */
export function araSectionOf(text: string, userId: string): string | null {
  const lines = text.split(/\r?\n/);
  const hasSections = lines.some((line) => line.startsWith(ARA_SECTION_MARK));
  let mine = !hasSections;
  let found = !hasSections;
  const kept = lines.map((line) => {
    if (line.startsWith(ARA_SECTION_MARK)) {
      mine = line.slice(ARA_SECTION_MARK.length).trim() === userId;
      found ||= mine;
      return '';
    }
    return mine && !line.startsWith('#') ? line : '';
  });
  return found ? kept.join('\n') : null;
}
