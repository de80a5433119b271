import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { text, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import {
  AdminProfileSchema,
  CentsSchema,
  CreateUserBodySchema,
  DeleteKeySchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  EditUserBodySchema,
  WrittenUserSchema,
} from './userAdmin.ts';

/**
 * agents/ (spec 02 §7.4; /admin/agents, VW AG): the caller's sub-agents. Every call needs the AG
 * attribute and reads or writes only users of the caller's tree (the server decides from the
 * database). Shapes: contract/userAdmin.ts (money in cents, rates in basis points).
 */

/** GET agents/directDownLine?UserId=: the direct downline of UserId (the caller by default), every role. */
export const agentsDirectDownline = endpoint({
  method: 'GET',
  path: 'agents/directDownLine',
  scope: 'data',
  summary: "The direct downline of a user of the caller's tree, with the credit figures",
  query: DownlineQuerySchema,
  answer: DownlinePageSchema,
  csv: true,
  attribute: 'AG',
});

/** GET agents/search?UserId=&txtSearch=: without txtSearch the direct downline; with it, the branch's users whose id or name holds it. */
export const agentsSearch = endpoint({
  method: 'GET',
  path: 'agents/search',
  scope: 'data',
  summary: "Search the branch below a user of the caller's tree by user id or name",
  query: DownlineQuerySchema,
  answer: DownlinePageSchema,
  csv: true,
  attribute: 'AG',
});

/** GET agents/profile?UserId=: a downline's administered profile. */
export const agentProfile = endpoint({
  method: 'GET',
  path: 'agents/profile',
  scope: 'data',
  summary: "A user of the caller's downline, every administered field",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: UserIdSchema }),
  answer: AdminProfileSchema,
  attribute: 'AG',
});

/**
 * POST agents/ (full form) and POST agents/?Simple=true (the short form: id, name, password and
 * credit; flags, rates and locations from the parent's defaults): a new agent under the caller or a
 * user of its tree; its initial credit through the credit rule. One declaration, as the spec's path
 * is the same ('' and '?Simple=true').
 */
export const createAgent = endpoint({
  method: 'POST',
  path: 'agents/',
  scope: 'data',
  summary: 'Create an agent (full form, or the simple one with Simple=true)',
  query: v.object({ Simple: v.optional(v.picklist(['true', 'false'])) }),
  body: CreateUserBodySchema,
  answer: WrittenUserSchema,
  idempotent: true,
  attribute: 'AG',
});

/** PUT agents/: edit a downline agent's profile (name, locations, flags, rates). */
export const editAgent = endpoint({
  method: 'PUT',
  path: 'agents/',
  scope: 'data',
  summary: "Edit a downline agent's profile",
  body: EditUserBodySchema,
  answer: WrittenUserSchema,
  attribute: 'AG',
});

/** DELETE agents/{ParentId}/{UserId}: refused while it has open bets, a balance or downlines. */
export const deleteAgent = endpoint({
  method: 'DELETE',
  path: 'agents/:ParentId/:UserId',
  scope: 'data',
  summary: 'Delete a downline agent without open bets, balance or downlines',
  params: DeleteKeySchema,
  answer: v.object({ UserId: v.string() }),
  attribute: 'AG',
});

/** PUT agents/position: a downline's Rank (parent's + 1 up to below its own downlines) and share. */
export const agentPosition = endpoint({
  method: 'PUT',
  path: 'agents/position',
  scope: 'data',
  summary: "Change a downline's rank or share",
  body: v.object({
    LocId: v.nullish(text(16)),
    UserId: UserIdSchema,
    Rank: v.optional(v.pipe(v.number('Rank must be a number.'), v.integer('Rank must be a whole number.'), v.minValue(0), v.maxValue(1000))),
    ShareBp: v.optional(v.pipe(v.number(), v.integer('ShareBp must be a whole number.'), v.minValue(-100_000), v.maxValue(100_000))),
  }),
  answer: WrittenUserSchema,
  attribute: 'AG',
});

/**
 * PUT agents/credit: a downline's Credit (agents and players alike), in cents. Its parent never grants
 * its direct downlines more than its own Credit in total; a reduction never takes the downline's
 * Credit Left below zero. Idempotent, one transaction with its audit row.
 */
export const agentCredit = endpoint({
  method: 'PUT',
  path: 'agents/credit',
  scope: 'data',
  summary: "Set a downline's Credit",
  body: v.object({ LocId: v.nullish(text(16)), UserId: UserIdSchema, CreditCents: CentsSchema('CreditCents') }),
  answer: WrittenUserSchema,
  idempotent: true,
  attribute: 'AG',
});
