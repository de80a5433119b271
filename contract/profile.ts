import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { LocationThemeSchema, OptionalLocIdQuerySchema } from './locations.ts';

/** Role codes as the authentication service reads them: ADMIN = admin, AG = agent, MEM = member. */
export const RoleCodeSchema = v.picklist(['ADMIN', 'AG', 'MEM']);
export type RoleCode = v.InferOutput<typeof RoleCodeSchema>;

/** The current user (spec 01 §3, spec 02 §3). `Granted` is a list of permission names, or '*' for all. */
export const ProfileSchema = v.object({
  UserId: v.string(),
  LoginId: v.string(),
  Role: RoleCodeSchema,
  LocId: v.string(),
  Granted: v.union([v.literal('*'), v.array(v.string())]),
  Rank: v.number(),
  EnableCreateAgent: v.boolean(),
  EnableCreateDownline: v.boolean(),
  EnablePlaceBet: v.boolean(),
  EnableUpload: v.boolean(),
  disablePlaceBetAndFixedBet: v.boolean(),
  tShare: v.number(),
  dShare: v.number(),
  useMgStrikeReport: v.boolean(),
  Loc: LocationThemeSchema,
  /** Whether the terms were accepted in this session (the flag resets at every sign-in). */
  TermsAccepted: v.boolean(),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** Answer of GET profile/refresh: the credit figures shown in the menu. */
export const CreditSchema = v.object({
  Credit: v.number(),
  AccBal: v.number(),
  CreditLeft: v.number(),
});
export type Credit = v.InferOutput<typeof CreditSchema>;

/**
 * GET profile: the signed-in user. `Loc` is the theme of the LocId the client sends when the user may
 * work there, else of the user's home location; `LocId` stays the home location.
 */
export const profile = endpoint({
  method: 'GET',
  path: 'profile',
  scope: 'auth',
  summary: 'The signed-in user and the current location\'s theme',
  query: OptionalLocIdQuerySchema,
  answer: ProfileSchema,
});

/** GET profile/refresh: the signed-in user's credit figures. */
export const credit = endpoint({
  method: 'GET',
  path: 'profile/refresh',
  scope: 'auth',
  summary: "The signed-in user's credit figures",
  answer: CreditSchema,
});
