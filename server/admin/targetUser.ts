/**
 * The user an edit, a credit change, a position change or a delete is about: below the caller (403
 * otherwise, the same answer for an unknown id, so ids outside one's tree cannot be probed), of the
 * role the call administers (agents/ edits agents; a player's credit goes through agents/credit too).
 */
import type { AdminProfile } from '../../contract/userAdmin.ts';
import type { Queryable } from '../db/database.ts';
import { adminProfile, isBelowCaller, notYourDownline } from './adminUsers.ts';
import { Refused } from './atomically.ts';

export async function targetUser(db: Queryable, callerId: string, userId: string, role?: 'AG' | 'MEM'): Promise<AdminProfile | Refused> {
  if (!(await isBelowCaller(db, callerId, userId))) return new Refused(403, notYourDownline(userId));
  const user = await adminProfile(db, userId);
  if (!user) return new Refused(403, notYourDownline(userId));
  if (role && user.Role !== role) return new Refused(404, `${user.UserId} is ${user.Role === 'AG' ? 'an agent' : 'a player'}, not ${role === 'AG' ? 'an agent' : 'a player'}.`);
  return user;
}
