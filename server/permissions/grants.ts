/**
 * What a user is granted (spec 02 §6), read from the one store: users.granted (text[]), which holds
 * the Granted names the menu rules read and the §6 attributes; '*' holds every name. Read from the
 * database on every call, never from a token or the client.
 */
import { PERMISSION_ATTRIBUTES } from '../../contract/permissionAttributes.ts';
import type { Queryable } from '../db/database.ts';

/** Every name at once: the operator's top account. */
export const EVERY_NAME = '*';

/** Whether a Granted list holds `name` ('*' holds all). */
export const holds = (granted: readonly string[], name: string) => granted.includes(EVERY_NAME) || granted.includes(name);

/** The user's Granted list as stored now; empty for an unknown user. */
export async function grantedOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ granted: string[] }>('select granted from users where lower(user_id) = lower($1)', [userId]);
  return rows[0]?.granted ?? [];
}

/** Whether the user holds `name` now. */
export async function userHolds(db: Queryable, userId: string, name: string): Promise<boolean> {
  return holds(await grantedOf(db, userId), name);
}

/**
 * A Granted list of `names` plus every §6 attribute, as every account holds since migration 0019
 * (the seed's accounts, and what a new user is given unless its creator gives it less).
 */
export const withEveryAttribute = (names: readonly string[]): string[] =>
  names.includes(EVERY_NAME) ? [...names] : [...names, ...PERMISSION_ATTRIBUTES.filter((attribute) => !names.includes(attribute))];
