import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';
import { RoleCodeSchema } from './profile.ts';

/**
 * SMS Subscribe (spec 02 §2.2 /sms/smsSubscribe, §7.15): which users of the caller's tree receive a
 * location's draw results, and which receive their own strikes (sms_subscriptions, migration 0031).
 * A subscriber gets each message on every channel it has (its registered mobile, its linked bot
 * chat); one with neither can be subscribed and gets nothing, which the rows say (HasMobile,
 * BotLinked). The lists, by the contract's d-/m- naming (mLoadDirectDownLine / mMemberProfile read
 * "the caller's member tree", dMemberProfile / dMemberByRole "a downline"; README "SMS Subscribe"):
 * - m… (mSMSSubscribeTree, mSMSSubscribeStrikeTree): the member tree: UserId (the caller by default)
 *   and its whole branch, any depth;
 * - d… (dSMSSubscribeStrikeTree): the downline-direct list: UserId and its direct downline.
 * Every list holds only users working at the call's location; deleted users are gone.
 */

export const SUBSCRIPTION_KINDS = ['result', 'strike'] as const;
export const SubscriptionKindSchema = v.picklist(SUBSCRIPTION_KINDS, 'Kind must be result or strike.');
export type SubscriptionKind = v.InferOutput<typeof SubscriptionKindSchema>;

export const SubscribeTreeRowSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  ParentId: v.nullable(v.string()),
  Rank: v.number(),
  LocId: v.string(),
  Kind: SubscriptionKindSchema,
  /** A registered mobile (users.mobile): SMS messages reach it. */
  HasMobile: v.boolean(),
  /** A linked bot chat (users.bot_chat_id): bot messages reach it. */
  BotLinked: v.boolean(),
  Subscribed: v.boolean(),
  /** Who subscribed it last (null when not subscribed). */
  SubscribedBy: v.nullable(v.string()),
});
export type SubscribeTreeRow = v.InferOutput<typeof SubscribeTreeRowSchema>;

const TreeQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  ...pageQueryEntries(['Rank', 'UserId', 'UserName'], { sortBy: 'Rank', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});
const TreePageSchema = pageSchema(SubscribeTreeRowSchema, v.object({ Users: v.number(), Subscribed: v.number(), NoNumber: v.number() }));

const treeCall = <const Path extends string>(path: Path, summary: string) =>
  endpoint({ method: 'GET', path, scope: 'data', summary, query: TreeQuerySchema, answer: TreePageSchema, csv: true });

/** GET {4d|tt}/mSMSSubscribeTree: the member tree at the location, each user subscribed to results or not. */
export const mSMSSubscribeTree = treeCall('mSMSSubscribeTree', "The caller's member tree at the location with each user's result subscription");

/** GET {4d|tt}/mSMSSubscribeStrikeTree: the member tree at the location, each user subscribed to its strikes or not. */
export const mSMSSubscribeStrikeTree = treeCall('mSMSSubscribeStrikeTree', "The caller's member tree at the location with each user's strike subscription");

/** GET {4d|tt}/dSMSSubscribeStrikeTree: UserId and its direct downline at the location, each subscribed to its strikes or not. */
export const dSMSSubscribeStrikeTree = treeCall('dSMSSubscribeStrikeTree', "A user of the caller's tree and its direct downline with each one's strike subscription");

export const SubscriptionsOfUserSchema = v.object({
  UserId: v.string(),
  LocId: v.string(),
  Result: v.boolean(),
  Strike: v.boolean(),
  HasMobile: v.boolean(),
  BotLinked: v.boolean(),
});

/** GET {4d|tt}/SMSSubscribeById?UserId=: one user's subscriptions at the location (the caller's by default). */
export const SMSSubscribeById = endpoint({
  method: 'GET',
  path: 'SMSSubscribeById',
  scope: 'data',
  summary: "One user's SMS subscriptions at the location",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: v.optional(UserIdSchema) }),
  answer: SubscriptionsOfUserSchema,
});

/** The most users one request subscribes or unsubscribes: a full page of the lists. */
export const MAX_SUBSCRIBE_USERS = MAX_PAGE_SIZE;

const SubscribeBodySchema = v.object({
  LocId: IgnoredLocIdSchema,
  UserIds: v.pipe(v.array(UserIdSchema), v.maxLength(MAX_SUBSCRIBE_USERS, `At most ${MAX_SUBSCRIBE_USERS} users at once.`)),
  Kind: SubscriptionKindSchema,
});

/** POST {4d|tt}/insertMultiSMSSubscribe: subscribes users of the caller's tree (all of them, or none when one is outside). */
export const insertMultiSMSSubscribe = endpoint({
  method: 'POST',
  path: 'insertMultiSMSSubscribe',
  scope: 'data',
  summary: "Subscribe users of the caller's tree to the location's results or their strikes",
  body: SubscribeBodySchema,
  answer: v.object({ Subscribed: v.array(v.string()), Already: v.array(v.string()) }),
});

/** DELETE {4d|tt}/SMSSubscribe: unsubscribes users of the caller's tree (all of them, or none when one is outside). */
export const deleteSMSSubscribe = endpoint({
  method: 'DELETE',
  path: 'SMSSubscribe',
  scope: 'data',
  summary: "Unsubscribe users of the caller's tree from the location's results or their strikes",
  body: SubscribeBodySchema,
  answer: v.object({ Unsubscribed: v.array(v.string()) }),
});
