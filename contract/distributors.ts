import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Distributors and Out Setting 3 (spec 02 §2.2 /outset/outSetting3, §3 "Distributor: DistributorId,
 * partners, rules", §4 the distributor rule outset job, §7.8). A distributor is an outside company an
 * agent passes its Out to instead of its upline (DOMAIN.md "Taken in up the tree"). It belongs to its
 * owner at one location; the owner's tree sees and changes it (an admin every one). Partners are the
 * users of the owner's tree that deal with it; its rule says whose Out the outset job sends to it
 * (out_settings, migrations 0020 and 0023). Bodies are checked here for shape; the rules (names,
 * trees, who may go where) are the server's, each problem on its field.
 */

/** What a rule sends to its distributor: nobody, each partner's own Out, or also every agent's below a partner. */
export const RULE_APPLIES = ['nobody', 'partners', 'partnersAndDownline'] as const;
export type RuleApplies = (typeof RULE_APPLIES)[number];

/** Where a user's Out goes at a location (Out Setting 3's setting6): its upline, or a distributor. */
export const OUT_TO = ['upline', 'distributor'] as const;

const DistributorIdParam = v.object({ DistributorId: urlInteger('DistributorId') });

export const DistributorRowSchema = v.object({
  DistributorId: v.number(),
  Name: v.string(),
  OwnerId: v.string(),
  LocId: v.string(),
  Remarks: v.string(),
  /** How many partners it has. */
  Partners: v.number(),
  Applies: v.picklist(RULE_APPLIES),
  /** Users whose Out goes to it now (out_settings). */
  UsersSent: v.number(),
});
export type DistributorRow = v.InferOutput<typeof DistributorRowSchema>;

export const DISTRIBUTOR_SORT_COLUMNS = ['Name', 'DistributorId', 'OwnerId'] as const;

/** GET distributors/total: the distributors of the caller's tree at the location (with UserId: that owner's). */
export const distributorsTotal = endpoint({
  method: 'GET',
  path: 'distributors/total',
  scope: 'data',
  summary: "The distributors of the caller's tree at the location, with their partners and the users sent to each",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    ...pageQueryEntries(DISTRIBUTOR_SORT_COLUMNS, { sortBy: 'Name', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(DistributorRowSchema, v.object({ Distributors: v.number(), UsersSent: v.number() })),
  csv: true,
});

export const RuleSchema = v.object({ DistributorId: v.number(), Applies: v.picklist(RULE_APPLIES), TakeOver: v.boolean() });
export type Rule = v.InferOutput<typeof RuleSchema>;

export const DistributorSchema = v.object({
  DistributorId: v.number(),
  Name: v.string(),
  OwnerId: v.string(),
  LocId: v.string(),
  Remarks: v.string(),
  /** The partners' user ids, in order. */
  Partners: v.array(v.string()),
  /** The same, separated by commas (the Partners form's field). */
  PartnerIds: v.string(),
  Rule: RuleSchema,
});
export type Distributor = v.InferOutput<typeof DistributorSchema>;

/** GET distributors/byId/{id}: one distributor of the caller's tree with its partners and rule. */
export const distributorById = endpoint({
  method: 'GET',
  path: 'distributors/byId/:DistributorId',
  scope: 'data',
  summary: "One distributor of the caller's tree, with its partners and rule",
  params: DistributorIdParam,
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: DistributorSchema,
});

export const UserOutSettingSchema = v.object({
  LocId: v.string(),
  OutTo: v.picklist(OUT_TO),
  DistributorId: v.nullable(v.number()),
  DistributorName: v.nullable(v.string()),
});

/** GET distributors/users/{userId}: where a user of the caller's tree passes its Out, at each of its locations. */
export const distributorsOfUser = endpoint({
  method: 'GET',
  path: 'distributors/users/:UserId',
  scope: 'data',
  summary: "Where a user of the caller's tree passes its Out at each of its locations",
  params: v.object({ UserId: UserIdSchema }),
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.object({ UserId: v.string(), Settings: v.array(UserOutSettingSchema) }),
});

const DistributorFields = {
  LocId: IgnoredLocIdSchema,
  Name: v.optional(text(64), ''),
  Remarks: v.optional(text(500), ''),
};

/** POST distributors: a new distributor of the caller (or, with OwnerId, of a user of its downline) at the location. */
export const createDistributor = endpoint({
  method: 'POST',
  path: 'distributors',
  scope: 'data',
  summary: "Create a distributor of the caller or of an agent of its downline",
  body: v.object({ ...DistributorFields, OwnerId: v.optional(text(64), '') }),
  answer: DistributorSchema,
});

/** PUT distributors: renames a distributor of the caller's tree or changes its remarks. */
export const updateDistributor = endpoint({
  method: 'PUT',
  path: 'distributors',
  scope: 'data',
  summary: "Change the name or remarks of a distributor of the caller's tree",
  body: v.object({ ...DistributorFields, DistributorId: v.union([v.number(), v.string()], 'DistributorId must be a number.') }),
  answer: DistributorSchema,
});

/** PUT distributors/{id}/partners: the partners, user ids separated by commas ('' for none). */
export const updateDistributorPartners = endpoint({
  method: 'PUT',
  path: 'distributors/:DistributorId/partners',
  scope: 'data',
  summary: "Set the partners of a distributor of the caller's tree",
  params: DistributorIdParam,
  body: v.object({ LocId: IgnoredLocIdSchema, PartnerIds: v.optional(text(2000), '') }),
  answer: DistributorSchema,
});

/** DELETE distributors/{id}: refused (409) while a user's Out goes to it. */
export const deleteDistributor = endpoint({
  method: 'DELETE',
  path: 'distributors/:DistributorId',
  scope: 'data',
  summary: "Delete a distributor of the caller's tree that no user passes its Out to",
  params: DistributorIdParam,
  answer: v.object({ DistributorId: v.number() }),
});

/** GET distributors/rule/{id}. */
export const distributorRule = endpoint({
  method: 'GET',
  path: 'distributors/rule/:DistributorId',
  scope: 'data',
  summary: "The rule of a distributor of the caller's tree: whose Out its outset job sends to it",
  params: DistributorIdParam,
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: RuleSchema,
});

/** PUT distributors/rule/{id}: stores the rule (the outset job applies it). */
export const updateDistributorRule = endpoint({
  method: 'PUT',
  path: 'distributors/rule/:DistributorId',
  scope: 'data',
  summary: "Set the rule of a distributor of the caller's tree",
  params: DistributorIdParam,
  body: v.object({ LocId: IgnoredLocIdSchema, Applies: v.optional(text(32), ''), TakeOver: v.optional(v.boolean('TakeOver must be true or false.'), false) }),
  answer: RuleSchema,
});

export const OUTSET_STATUSES = ['queued', 'applied', 'succeeded', 'failed'] as const;

/** One run of the rule outset job; TicketId is what its status is asked with. */
export const OutsetRunSchema = v.object({
  TicketId: v.number(),
  DistributorId: v.number(),
  LocId: v.string(),
  /** queued, applied (out settings written; the open draws' chain is being recomputed), succeeded, failed. */
  Status: v.picklist(OUTSET_STATUSES),
  StartedBy: v.string(),
  /** Users whose Out the run sent to the distributor, and those it sent back to their uplines. */
  UsersSet: v.number(),
  UsersCleared: v.number(),
  Message: v.nullable(v.string()),
  CreatedAt: v.string(),
  FinishedAt: v.nullable(v.string()),
});
export type OutsetRun = v.InferOutput<typeof OutsetRunSchema>;

/** PUT distributors/rule/{id}/outset: starts the rule outset job (or answers the run under way). */
export const startDistributorOutset = endpoint({
  method: 'PUT',
  path: 'distributors/rule/:DistributorId/outset',
  scope: 'data',
  summary: "Apply a distributor's rule to the out settings and recompute the open draws' chain (a job)",
  params: DistributorIdParam,
  body: v.looseObject({ LocId: IgnoredLocIdSchema }),
  answer: OutsetRunSchema,
});

/** GET distributors/rule/{id}/outset/status?ticketId=: a run (the latest when ticketId is absent; null before any). */
export const distributorOutsetStatus = endpoint({
  method: 'GET',
  path: 'distributors/rule/:DistributorId/outset/status',
  scope: 'data',
  summary: "The state of a distributor's rule outset job",
  params: DistributorIdParam,
  query: v.object({ LocId: v.optional(LocIdSchema), ticketId: v.optional(urlInteger('ticketId')) }),
  answer: v.nullable(OutsetRunSchema),
});

/**
 * PUT distributors/users: where a user of the caller's tree passes its Out at the location (Out Setting
 * 3's setting6). Not a call of the spec, which names no writer of the setting: the form needs one.
 */
export const updateUserOutSetting = endpoint({
  method: 'PUT',
  path: 'distributors/users',
  scope: 'data',
  summary: "Send a user's Out to its upline or to a distributor",
  body: v.object({
    LocId: IgnoredLocIdSchema,
    UserId: v.optional(text(64), ''),
    OutTo: v.optional(text(16), ''),
    DistributorId: v.optional(v.union([v.number(), v.string()]), ''),
  }),
  answer: v.object({ UserId: v.string(), Settings: v.array(UserOutSettingSchema) }),
});
