/**
 * The one reply a bet message gets (spec 02 §2.9, issue 23): what it placed and what it cost, or each
 * refused line with its message. Replies are server text in English, as the parser's and placement's
 * messages are (a phone has no language setting the product knows); the app's screens translate.
 */
import type { ParsedMessage } from '../../../domain/bets/index.ts';
import type { LimitedLines } from '../../betting/betLimits.ts';
import type { OpenHours } from '../../../domain/smsOpenHours.ts';
import { messageDollars } from '../../../domain/messaging/drawMessages.ts';

/** Each line that placed nothing, with why: the parser's message or the limit's. A line cut down says so too. */
export function lineNotes(parsed: ParsedMessage, limited: LimitedLines | null): string[] {
  return parsed.lines.flatMap((line) => {
    if (!line.ok) return [`Line ${line.lineNumber}: ${line.message}`];
    const verdict = limited?.verdicts.get(line.lineNumber);
    if (verdict && !verdict.ok) return [`Line ${line.lineNumber}: ${verdict.reason}`];
    if (verdict?.ok && verdict.note) return [`Line ${line.lineNumber}: ${verdict.note}`];
    return [];
  });
}

export function placedReply(drawDate: string, ticketIds: readonly number[], tickets: number, costCents: number, notes: readonly string[]): string {
  const head = `Accepted for the draw of ${drawDate}: ${tickets} ticket${tickets === 1 ? '' : 's'}, cost ${messageDollars(costCents)}. Ticket ${ticketIds.join(', ')}.`;
  return [head, ...notes].join('\n');
}

export function refusedReply(reason: string, notes: readonly string[] = []): string {
  return ['Not placed.', reason, ...notes].filter((part) => part !== '').join('\n');
}

export const closedReply = (hours: OpenHours) =>
  `Bets by SMS are taken ${hours.openDay}, ${hours.openTime} to ${hours.closeTime} (GMT+8). Nothing was placed: please send again then.`;

/** Spec 02 §2.9's limit, in Place Bets' words. */
export const tooLongReply = (sets: number, characters: number, maxSets: number, maxCharacters: number) =>
  `Not placed. Too long for one SMS: an SMS holds at most ${maxSets} sets of numbers or ${maxCharacters} characters (this has ${sets} sets, ${characters} characters).`;

export const UNREGISTERED_REPLY = 'This number is not registered for betting. Register your phone number on the site (Mobile), then send again.';
export const NOT_ALLOWED_REPLY = 'This number may not bet through this SMS number. Ask your agent for the number to send bets to.';
export const UNLINKED_CHAT_REPLY = 'This chat is not linked to an account: send /start and share your phone contact first.';
export const START_REPLY = "Share this phone's contact (the Share Contact button) to link this chat to your account; its number must be the one registered on the site.";
export const CONTACT_NOT_OWN_REPLY = 'Share your own contact: the contact must be of the account sending it.';
export const linkedReply = (userId: string) => `This chat is now linked to ${userId}. Send your bets here.`;
export const NO_LINES_REPLY = 'Write at least one bet line, e.g. 1234 1-2';
export const noDrawReply = (location: string) => `No draw of ${location} is open for bets now.`;
