import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';

/**
 * Mobile (spec 02 §2.2 Administration, §7.2 user service): the phone number a user registers for SMS
 * betting (spec 02 §2.9: international, digits only, without '+'; Singapore's begin with 65), the
 * bet-entry alert, and the intake priority. Bodies are checked here for shape only; the number's rule
 * (domain/phone.ts) and who may change whose are answered by the server, each problem on its field.
 */

/** GET mobile: the caller's own, or with UserId a user of its tree (the Downline Mobile page). */
export const MobileSchema = v.object({
  UserId: v.string(),
  /** The registered number; '' when none. */
  Mobile: v.string(),
  /** Whether each bet entered for the user is announced by SMS to its number. */
  BetEntryAlert: v.boolean(),
});
export type Mobile = v.InferOutput<typeof MobileSchema>;

export const mobile = endpoint({
  method: 'GET',
  path: 'mobile',
  scope: 'auth',
  summary: "The SMS-betting number and bet-entry alert of the caller or of a user of its tree",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: v.optional(UserIdSchema) }),
  answer: MobileSchema,
});

const NumberField = v.optional(text(32), '');

/** PUT mobile: the caller's own number ('' removes it). */
export const updateMobile = endpoint({
  method: 'PUT',
  path: 'mobile',
  scope: 'auth',
  summary: "Register the signed-in user's SMS-betting number",
  body: v.object({ LocId: IgnoredLocIdSchema, Mobile: NumberField }),
  answer: MobileSchema,
});

/** PUT mobile2: the number of a user of the caller's downline (admins and agents: Downline Mobile). */
export const updateDownlineMobile = endpoint({
  method: 'PUT',
  path: 'mobile2',
  scope: 'auth',
  summary: "Register the SMS-betting number of a user of the caller's downline",
  body: v.object({ LocId: IgnoredLocIdSchema, UserId: v.optional(text(64), ''), Mobile: NumberField }),
  answer: MobileSchema,
});

/** PUT betEntryAlert: the caller's own alert flag. */
export const updateBetEntryAlert = endpoint({
  method: 'PUT',
  path: 'betEntryAlert',
  scope: 'auth',
  summary: "Switch the signed-in user's bet-entry alert by SMS",
  body: v.object({ LocId: IgnoredLocIdSchema, BetEntryAlert: v.boolean('BetEntryAlert must be true or false.') }),
  answer: MobileSchema,
});

/**
 * The intake priority: the caller's direct downlines whose bets it takes in first, in that order,
 * written as user ids separated by commas ('' for none). Read by intake when Out Setting limits it.
 */
export const PriorityInTakesSchema = v.object({ PriorityInTakes: v.string() });

export const priorityInTakes = endpoint({
  method: 'GET',
  path: 'priorityInTakes',
  scope: 'auth',
  summary: "The signed-in user's intake priority (direct downlines, in order)",
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: PriorityInTakesSchema,
});

export const updatePriorityInTakes = endpoint({
  method: 'PUT',
  path: 'priorityInTakes',
  scope: 'auth',
  summary: "Set the signed-in user's intake priority",
  body: v.object({ LocId: IgnoredLocIdSchema, PriorityInTakes: v.optional(text(2000), '') }),
  answer: PriorityInTakesSchema,
});
