import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** A location id: two capital letters (SG, MG, TT, …). */
export const LocIdSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'LocId must be a location id such as SG.'));

/** Query of data calls that read one location (`{4d|tt}/…?LocId=`): LocId is required. */
export const LocIdQuerySchema = v.looseObject({ LocId: LocIdSchema });

/**
 * Query of calls where LocId is optional (the client adds the current LocId to every GET): when
 * given, it must be well formed.
 */
export const OptionalLocIdQuerySchema = v.looseObject({ LocId: v.optional(LocIdSchema) });

/** Theme fields of a location, applied to the shell and tables after sign-in. */
export const LocationThemeSchema = v.object({
  LocId: v.string(),
  VipLeftCss: v.nullable(v.string()),
  VipTopBGImage: v.nullable(v.string()),
  ColorTbl01: v.nullable(v.string()),
  ColorTbl02: v.nullable(v.string()),
});

/**
 * One entry of GET loc: every location the operator runs, with its display name (`Loc`) and its
 * theme (the same fields as the profile's `Loc`). VipTopBGImage is null or a path under /assets/themes/.
 */
export const LocationSchema = v.object({ ...LocationThemeSchema.entries, Loc: v.string() });
export const LocationsSchema = v.array(LocationSchema);
export type Location = v.InferOutput<typeof LocationSchema>;

/** GET loc: every location with its display name and theme, in menu order (LocId is ignored). */
export const locations = endpoint({
  method: 'GET',
  path: 'loc',
  scope: 'auth',
  summary: 'Every location with its theme, in menu order',
  query: OptionalLocIdQuerySchema,
  answer: LocationsSchema,
});
