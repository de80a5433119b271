import * as v from 'valibot';
import { LocationThemeSchema } from './profile.ts';

/** A location id: two capital letters (SG, MG, TT, …). */
export const LocIdSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'LocId must be a location id such as SG.'));

/** Query of data calls that read one location (`{4d|tt}/…?LocId=`): LocId is required. */
export const LocIdQuerySchema = v.looseObject({ LocId: LocIdSchema });

/**
 * Query of calls where LocId is optional (the client adds the current LocId to every GET): when
 * given, it must be well formed.
 */
export const OptionalLocIdQuerySchema = v.looseObject({ LocId: v.optional(LocIdSchema) });

/**
 * One entry of GET loc: every location the operator runs, with its display name (`Loc`) and its
 * theme (the same fields as the profile's `Loc`). VipTopBGImage is null or a path under /assets/themes/.
 */
export const LocationSchema = v.object({ ...LocationThemeSchema.entries, Loc: v.string() });
export const LocationsSchema = v.array(LocationSchema);
export type Location = v.InferOutput<typeof LocationSchema>;
