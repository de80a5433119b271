import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';
import { PERMISSION_ATTRIBUTES } from './permissionAttributes.ts';

/**
 * Permissions (spec 02 §3 "Permission: UserId, Attribute", §6, §7.12). The store is users.granted
 * (text[], '*' holds every name); a Permission row is one name of one user, its id `UserId:Attribute`.
 * Who may grant what, and what a revoke takes with it, is written at the top of
 * server/routes/permissions.ts.
 */

/** The Granted names the menu rules read (spec 02 §6), besides the attributes. */
export const MENU_GRANT_NAMES = ['BetEntry', 'DrawSetting', 'FixedSetting', 'AdminEdit', 'OutSet', 'SuperPwd', 'SMSGateway', 'Report'] as const;

/** Every name that can be granted and revoked: the §6 attributes, then the menu's names. ('*' is not one.) */
export const GRANTABLE_NAMES = [...PERMISSION_ATTRIBUTES, ...MENU_GRANT_NAMES] as const;
export type GrantableName = (typeof GRANTABLE_NAMES)[number];

const GrantableNameSchema = v.picklist(GRANTABLE_NAMES, 'Attribute must be a permission name of spec 02 §6.');

/** `UserId:Attribute`; '*' names the every-name grant of the top account (listed, never revoked here). */
export const PermissionIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}:(\*|[A-Za-z0-9_]{1,32})$/, 'PermissionId must be UserId:Attribute.'),
);

export const PermissionRowSchema = v.object({ PermissionId: v.string(), UserId: v.string(), Attribute: v.string() });
export type PermissionRow = v.InferOutput<typeof PermissionRowSchema>;

export const PERMISSION_SORT_COLUMNS = ['UserId', 'Attribute'] as const;

/** GET permissions: one user's rows (UserId), or without it every row of the caller's downline. */
export const PermissionsQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  ...pageQueryEntries(PERMISSION_SORT_COLUMNS, { sortBy: 'UserId', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});

export const PermissionsPageSchema = pageSchema(PermissionRowSchema, v.object({ Permissions: v.number() }));

/** GET {4d|tt}/permissions: the Permission screen's rows (granters only: AdminEdit). */
export const permissions = endpoint({
  method: 'GET',
  path: 'permissions',
  scope: 'data',
  summary: "Permissions of a user of the caller's downline, or of its whole downline",
  query: PermissionsQuerySchema,
  answer: PermissionsPageSchema,
  csv: true,
});

/** GET {4d|tt}/permissionGranted?UserId=&Attribute=: whether a user of the caller's tree holds a name. */
export const permissionGranted = endpoint({
  method: 'GET',
  path: 'permissionGranted',
  scope: 'data',
  summary: "Whether a user of the caller's tree holds a permission",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: UserIdSchema, Attribute: GrantableNameSchema }),
  answer: v.boolean(),
});

/**
 * GET {4d|tt}/permissions/grantable: the names the caller may grant (those it holds; all for '*'),
 * the Grant form's Attribute dropdown. Not a call of the spec: the dropdown needs its list.
 */
export const grantableNames = endpoint({
  method: 'GET',
  path: 'permissions/grantable',
  scope: 'data',
  summary: 'The permission names the caller may grant',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(v.object({ Attribute: v.string() })),
});

/** Body of POST permissions: checked for shape here; who and what by the server, each problem on its field. */
export const GrantPermissionSchema = v.object({
  LocId: IgnoredLocIdSchema,
  UserId: v.optional(text(64), ''),
  Attribute: v.optional(text(32), ''),
});

/** POST {4d|tt}/permissions: grants a name to a user of the caller's downline. */
export const grantPermission = endpoint({
  method: 'POST',
  path: 'permissions',
  scope: 'data',
  summary: "Grant a permission to a user of the caller's downline",
  body: GrantPermissionSchema,
  answer: PermissionRowSchema,
});

/** DELETE {4d|tt}/permissions/{UserId:Attribute}: revokes it from the user and from its whole branch. */
export const revokePermission = endpoint({
  method: 'DELETE',
  path: 'permissions/:PermissionId',
  scope: 'data',
  summary: "Revoke a permission from a user of the caller's downline and its branch",
  params: v.object({ PermissionId: PermissionIdSchema }),
  answer: v.object({ PermissionId: v.string(), RevokedFrom: v.array(v.string()) }),
});
