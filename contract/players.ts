import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import {
  AdminProfileSchema,
  CreateUserBodySchema,
  DeleteKeySchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  EditUserBodySchema,
  WrittenUserSchema,
} from './userAdmin.ts';

/**
 * players/ (spec 02 §7.4; /admin/players, VW MEM): the members (players) below the caller. Every call
 * needs the MEM attribute and touches only the caller's tree. A player's credit is changed with PUT
 * agents/credit (one rule for every downline). Shapes: contract/userAdmin.ts.
 */

/** GET players/directDownLine?UserId=: the players directly under UserId (the caller by default); txtSearch searches the branch. */
export const playersDirectDownline = endpoint({
  method: 'GET',
  path: 'players/directDownLine',
  scope: 'data',
  summary: "The players directly under a user of the caller's tree, with the credit figures",
  query: DownlineQuerySchema,
  answer: DownlinePageSchema,
  csv: true,
  attribute: 'MEM',
});

/** GET players/profile?UserId=: a player's administered profile. */
export const playerProfile = endpoint({
  method: 'GET',
  path: 'players/profile',
  scope: 'data',
  summary: "A player of the caller's downline, every administered field",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: UserIdSchema }),
  answer: AdminProfileSchema,
  attribute: 'MEM',
});

/** POST players/: a new player (at least 18) under the caller or an agent of its tree. */
export const createPlayer = endpoint({
  method: 'POST',
  path: 'players/',
  scope: 'data',
  summary: 'Create a player',
  body: CreateUserBodySchema,
  answer: WrittenUserSchema,
  idempotent: true,
  attribute: 'MEM',
});

/** PUT players/update: edit a player's profile. */
export const editPlayer = endpoint({
  method: 'PUT',
  path: 'players/update',
  scope: 'data',
  summary: "Edit a player's profile",
  body: EditUserBodySchema,
  answer: WrittenUserSchema,
  attribute: 'MEM',
});

/** DELETE players/{ParentId}/{UserId}: refused while it has open bets or a balance. */
export const deletePlayer = endpoint({
  method: 'DELETE',
  path: 'players/:ParentId/:UserId',
  scope: 'data',
  summary: 'Delete a player without open bets or balance',
  params: DeleteKeySchema,
  answer: v.object({ UserId: v.string() }),
  attribute: 'MEM',
});
