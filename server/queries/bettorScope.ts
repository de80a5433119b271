/**
 * Whose rows a paged call reads when it takes a UserId: the caller's own, or with UserId one user of
 * its tree (server/betting/bettor.ts resolveBettor: 403 outside it; a member sees its own only).
 */
import type { Queryable } from '../db/database.ts';
import { resolveBettor } from '../betting/bettor.ts';
import { refuse, type Refusal } from './pagedCall.ts';

export async function bettorOf(db: Queryable, caller: { userId: string; role: string }, userId: string | undefined): Promise<string | Refusal> {
  const who = await resolveBettor(db, caller, userId);
  return who.ok ? who.bettor.userId : refuse(who.status, who.message);
}

/** A UserId that only narrows a call (absent: every user the call reads): that user of the tree, or null. */
export async function narrowingBettorOf(db: Queryable, caller: { userId: string; role: string }, userId: string | undefined): Promise<string | null | Refusal> {
  return userId === undefined ? null : bettorOf(db, caller, userId);
}
