import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { OptionalLocIdQuerySchema } from './locations.ts';

/**
 * GET checkMemberAccess/{id} (spec 02 §4, §7.16): may the signed-in user see the member tree of
 * user `{id}`?
 *
 * The answer is the usual success envelope with the access flag as `data`:
 *
 *     { "success": true, "data": true }    access granted
 *     { "success": true, "data": false }   access denied
 *
 * so the client's default reader (the `data` field when `success` is true) yields the flag itself,
 * and the spec's "success flag" of the access-check result is that boolean. `success: false` is
 * kept for failures of the call (401 without a session, 400 for a malformed id), which the
 * member-tree wrapper treats as denied too.
 *
 * `data` is true only when `{id}` is the caller or lies anywhere in the caller's downline (the
 * parent_id chain, any depth); an admin may see every existing user. Unknown ids answer false.
 * Ids are compared without regard to case, as at sign-in.
 */
export const MemberAccessSchema = v.boolean();
export type MemberAccess = v.InferOutput<typeof MemberAccessSchema>;

/** The `{id}` path segment: 1 to 64 letters, digits, '_', '.' or '-', starting with a letter or digit. */
export const MemberIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'id must be a user id (letters, digits, _ . -, at most 64).'),
);

export const MemberAccessParamsSchema = v.object({ id: MemberIdSchema });

/** GET checkMemberAccess/{id}: may the signed-in user see user {id}'s member tree? */
export const checkMemberAccess = endpoint({
  method: 'GET',
  path: 'checkMemberAccess/:id',
  scope: 'auth',
  summary: "Whether user {id} is the caller or in the caller's downline",
  params: MemberAccessParamsSchema,
  query: OptionalLocIdQuerySchema,
  answer: MemberAccessSchema,
});
