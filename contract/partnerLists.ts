import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { LocIdSchema } from './locations.ts';

/**
 * Lists of spec 02 §7.3 that the Out Setting 3 forms read (issue 21). The spec names them without their
 * answers; decided here (README "Distributors and Out Setting 3"):
 * - getPartnerWeb: the partners' web of distributors, the outside companies the caller's tree passes
 *   Out to at the location (owned by the caller or a user of its downline), for the setting6 dropdown;
 * - catType: the categories (ticket bet types) the location's game sells, in the order of bet entry;
 * - catTypeDistinct: the categories of every location the caller works at, each once.
 */

export const PartnerWebSchema = v.object({ DistributorId: v.number(), Name: v.string(), OwnerId: v.string() });

export const partnerWeb = endpoint({
  method: 'GET',
  path: 'getPartnerWeb',
  scope: 'data',
  summary: "The distributors the caller's tree may pass its Out to at the location",
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(PartnerWebSchema),
});

export const CatTypeSchema = v.object({ CatType: v.string() });

export const catType = endpoint({
  method: 'GET',
  path: 'catType',
  scope: 'data',
  summary: "The bet types (categories) the location's game sells",
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(CatTypeSchema),
});

export const catTypeDistinct = endpoint({
  method: 'GET',
  path: 'catTypeDistinct',
  scope: 'data',
  summary: 'The bet types (categories) of every location the caller works at, each once',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(CatTypeSchema),
});
