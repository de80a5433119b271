import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, INT4_MAX, text, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';
import { RoleCodeSchema } from './profile.ts';

/**
 * Administration of agents and players (spec 02 §2.2, §3, §5, §7.2-§7.4; issue 20): what the agents/
 * and players/ calls (contract/agents.ts, contract/players.ts) and the user service's profile calls
 * share. Shapes are not in the spec; they are plain and PascalCase:
 * - money in integer cents (`CreditCents`), as the forms' `money` field sends it;
 * - rates in integer basis points (`ShareBp` 0-10000, `CommissionBp` 0-2000 …), as the forms' `rate`
 *   field sends them with unit 'basisPoints' and as the database stores them. (The profile's tShare
 *   stays a fraction: that call is older and the menu reads it.)
 * The ranges and steps of spec 02 §5 and the upline's ceilings are checked by the server and answered
 * as `data.Problems` on the field (a 400), so the schemas below only bound the types.
 */

/** A whole number in a JSON body: the rule of its range is the server's, with a message on its field. */
const wholeNumber = (name: string) => v.pipe(v.number(`${name} must be a number.`), v.integer(`${name} must be a whole number.`), v.minValue(-INT4_MAX), v.maxValue(INT4_MAX));

/** Integer cents in a body: at most 10^13 (a hundred billion dollars), far beyond any credit. */
export const CentsSchema = (name: string) =>
  v.pipe(v.number(`${name} must be a number.`), v.integer(`${name} must be whole cents.`), v.minValue(-1e13), v.maxValue(1e13));

/** The rate fields of a profile, each optional in a write (absent: unchanged, or 0 on a create). */
export const RateEntries = {
  /** tShare: the share the user holds in its branch (spec 02 §5: 0 to 1 in steps of 0.01). */
  ShareBp: v.optional(wholeNumber('ShareBp')),
  /** dShare: its direct share, at most its tShare. */
  DShareBp: v.optional(wholeNumber('DShareBp')),
  /** 0 to 0.2 in steps of 0.005. */
  CommissionBp: v.optional(wholeNumber('CommissionBp')),
  /** 0 to 0.01 in steps of 0.001. */
  TaxBp: v.optional(wholeNumber('TaxBp')),
  /** 0 to 0.3 in steps of 0.01. */
  TtCommissionBp: v.optional(wholeNumber('TtCommissionBp')),
};

/** The flags of spec 02 §3's profile. */
export const FlagEntries = {
  EnableCreateAgent: v.optional(v.boolean()),
  EnableCreateDownline: v.optional(v.boolean()),
  EnablePlaceBet: v.optional(v.boolean()),
  EnableUpload: v.optional(v.boolean()),
  disablePlaceBetAndFixedBet: v.optional(v.boolean()),
};

export const UserNameSchema = text(64);
/** A location list: a subset of the parent's, at least one (checked by the server). */
export const LocationListSchema = v.pipe(v.array(LocIdSchema), v.maxLength(8));

/** The body of a create (POST agents/, players/): the role is the call's. */
export const CreateUserBodySchema = v.object({
  LocId: v.nullish(text(16)),
  /** Checked by the server with a message on the field (unique, bounded, safe characters). */
  UserId: text(80),
  UserName: v.optional(UserNameSchema, ''),
  Password: text(64),
  ConfirmPassword: text(64),
  /** The upline: the caller when absent, else a user of its tree allowed to have downlines. */
  ParentId: v.optional(v.union([v.literal(''), UserIdSchema])),
  Locations: v.optional(LocationListSchema),
  /** A player's birth date: players must be at least 18 (spec 02 §5). */
  BirthDate: v.optional(v.union([v.literal(''), calendarDate('BirthDate')])),
  CreditCents: v.optional(CentsSchema('CreditCents')),
  ...FlagEntries,
  ...RateEntries,
});
export type CreateUserBody = v.InferOutput<typeof CreateUserBodySchema>;

/** The body of a profile edit (PUT agents/, PUT players/update): the fields sent change, the rest stay. */
export const EditUserBodySchema = v.object({
  LocId: v.nullish(text(16)),
  UserId: UserIdSchema,
  UserName: v.optional(UserNameSchema),
  Locations: v.optional(LocationListSchema),
  BirthDate: v.optional(v.union([v.literal(''), calendarDate('BirthDate')])),
  Status: v.optional(v.picklist(['active', 'suspended'])),
  ...FlagEntries,
  ...RateEntries,
});
export type EditUserBody = v.InferOutput<typeof EditUserBodySchema>;

/** One user as the administration shows and edits it. */
export const AdminProfileSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  ParentId: v.nullable(v.string()),
  Rank: v.number(),
  Status: v.string(),
  Locations: v.array(v.string()),
  BirthDate: v.nullable(v.string()),
  EnableCreateAgent: v.boolean(),
  EnableCreateDownline: v.boolean(),
  EnablePlaceBet: v.boolean(),
  EnableUpload: v.boolean(),
  disablePlaceBetAndFixedBet: v.boolean(),
  ShareBp: v.number(),
  DShareBp: v.number(),
  CommissionBp: v.number(),
  TaxBp: v.number(),
  TtCommissionBp: v.number(),
  CreditCents: v.number(),
  CreditLeftCents: v.number(),
  AccBalCents: v.number(),
  OpenStakeCents: v.number(),
});
export type AdminProfile = v.InferOutput<typeof AdminProfileSchema>;

/** What a new or edited user of a parent may be given: the parent's ceilings (the form's hints). */
export const LimitsSchema = v.object({
  ParentId: v.string(),
  MaxShareBp: v.number(),
  MaxCommissionBp: v.number(),
  MaxTtCommissionBp: v.number(),
  /** The parent's locations: a downline works at some of them. */
  Locations: v.array(v.string()),
  /** The lowest Rank allowed (the parent's + 1). */
  MinRank: v.number(),
  /** What the parent can still grant its direct downlines: its Credit less what it has granted. */
  GrantableCents: v.number(),
});
export type Limits = v.InferOutput<typeof LimitsSchema>;

/** A profile with its parent's ceilings (profileEditFull, profileTEditFull). */
export const ProfileWithLimitsSchema = v.object({ Profile: AdminProfileSchema, Limits: LimitsSchema });

/** One row of a downline list (agents/directDownLine, /search, players/directDownLine). */
export const DownlineRowSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  ParentId: v.nullable(v.string()),
  Rank: v.number(),
  CreditCents: v.number(),
  CreditLeftCents: v.number(),
  AccBalCents: v.number(),
  ShareBp: v.number(),
  CommissionBp: v.number(),
  Status: v.string(),
  /** Its direct downlines (a sub-agent's can be drilled into). */
  Downlines: v.number(),
});
export type DownlineRow = v.InferOutput<typeof DownlineRowSchema>;

export const DOWNLINE_SORT_COLUMNS = ['UserId', 'UserName', 'Rank', 'CreditCents', 'CreditLeftCents', 'AccBalCents'] as const;

/** A downline list's query: whose direct downline (the caller's by default); txtSearch searches the whole branch below it. */
export const DownlineQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  txtSearch: v.optional(text(64)),
  ...pageQueryEntries(DOWNLINE_SORT_COLUMNS, { sortBy: 'UserId', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});

export const DownlinePageSchema = pageSchema(
  DownlineRowSchema,
  v.object({ Users: v.number(), CreditCents: v.number(), CreditLeftCents: v.number(), AccBalCents: v.number() }),
);

/** The delete key of spec 02 §3: ParentId and UserId. */
export const DeleteKeySchema = v.object({ ParentId: UserIdSchema, UserId: UserIdSchema });

/** A write's answer: the user as it now is. */
export const WrittenUserSchema = AdminProfileSchema;

const UserIdQuery = v.object({ LocId: v.optional(LocIdSchema), UserId: UserIdSchema });
const OptionalUserIdQuery = v.object({ LocId: v.optional(LocIdSchema), UserId: v.optional(UserIdSchema) });

/** GET profileFull?UserId=: one user of the caller's tree, every field the administration edits. */
export const profileFull = endpoint({
  method: 'GET',
  path: 'profileFull',
  scope: 'auth',
  summary: "A user of the caller's tree with every administered field",
  query: UserIdQuery,
  answer: AdminProfileSchema,
});

/** GET profileEditFull?UserId=: a downline's profile with its parent's ceilings (the edit form). */
export const profileEditFull = endpoint({
  method: 'GET',
  path: 'profileEditFull',
  scope: 'auth',
  summary: "A downline's profile and its parent's ceilings, for the edit form",
  query: UserIdQuery,
  answer: ProfileWithLimitsSchema,
});

/** GET profileNewFull?UserId=: the ceilings of a new user under UserId (the caller by default). */
export const profileNewFull = endpoint({
  method: 'GET',
  path: 'profileNewFull',
  scope: 'auth',
  summary: 'The ceilings of a new downline of a user of the caller\'s tree',
  query: OptionalUserIdQuery,
  answer: LimitsSchema,
});

/** GET profileTEditFull?UserId=: profileEditFull for TT (the TT commission's ceiling is the one that matters there). */
export const profileTEditFull = endpoint({
  method: 'GET',
  path: 'profileTEditFull',
  scope: 'auth',
  summary: "A downline's TT profile and its parent's ceilings",
  query: UserIdQuery,
  answer: ProfileWithLimitsSchema,
});

/** GET profileTNewFull?UserId=: profileNewFull for TT. */
export const profileTNewFull = endpoint({
  method: 'GET',
  path: 'profileTNewFull',
  scope: 'auth',
  summary: 'The ceilings of a new TT downline',
  query: OptionalUserIdQuery,
  answer: LimitsSchema,
});

/** A user of the tree with its place in it. */
export const TreeUserSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  ParentId: v.nullable(v.string()),
  Rank: v.number(),
  ShareBp: v.number(),
});
export const TreeUserListSchema = v.array(TreeUserSchema);

/** GET memberTree: the caller and its whole downline with parents and ranks (the tree, in rank order). */
export const memberTree = endpoint({
  method: 'GET',
  path: 'memberTree',
  scope: 'auth',
  summary: 'The caller and its whole downline, with parents and ranks',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: TreeUserListSchema,
});

/** GET dMemberByRole?Role=: the users of one role in the caller's tree. */
export const memberByRole = endpoint({
  method: 'GET',
  path: 'dMemberByRole',
  scope: 'auth',
  summary: "The users of one role in the caller's tree",
  query: v.object({ LocId: v.optional(LocIdSchema), Role: RoleCodeSchema }),
  answer: TreeUserListSchema,
});

/** GET dMemberByShare: the users of the caller's tree holding a share (position takers). */
export const memberByShare = endpoint({
  method: 'GET',
  path: 'dMemberByShare',
  scope: 'auth',
  summary: "The users of the caller's tree that hold a share",
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: TreeUserListSchema,
});

/** GET dMemberProfile?UserId=: the administered profile of a downline (profileFull's answer). */
export const dMemberProfile = endpoint({
  method: 'GET',
  path: 'dMemberProfile',
  scope: 'auth',
  summary: "The administered profile of a user of the caller's tree",
  query: UserIdQuery,
  answer: AdminProfileSchema,
});

/** GET tMemberAllRole: the caller and its downline that work at TT. */
export const tMemberAllRole = endpoint({
  method: 'GET',
  path: 'tMemberAllRole',
  scope: 'auth',
  summary: 'The caller and its downline working at TT, every role',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: TreeUserListSchema,
});

/** GET selectAllowEditShare: whether the caller may give shares (it holds one to give). */
export const selectAllowEditShare = endpoint({
  method: 'GET',
  path: 'selectAllowEditShare',
  scope: 'data',
  summary: 'Whether the caller may give its downlines a share',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.object({ AllowEditShare: v.boolean(), MaxShareBp: v.number() }),
});

/** GET dShareTypeSelect: the share choices the caller may give (0 to its own share, steps of 1 %). */
export const dShareTypeSelect = endpoint({
  method: 'GET',
  path: 'dShareTypeSelect',
  scope: 'data',
  summary: 'The share choices the caller may give, 0 to its own share in steps of 1 %',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(v.object({ ShareBp: v.number(), Label: v.string() })),
});

export const CurrencySchema = v.object({ LocId: v.string(), Loc: v.string(), CurrencyCode: v.string() });

/** GET dLoc: every location with its name and currency (the locations field's choices). */
export const dLoc = endpoint({
  method: 'GET',
  path: 'dLoc',
  scope: 'data',
  summary: 'Every location with its name and currency',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(CurrencySchema),
});

/** GET getCurrencyCode: the currency shown at the location of the call. */
export const getCurrencyCode = endpoint({
  method: 'GET',
  path: 'getCurrencyCode',
  scope: 'data',
  summary: 'The currency shown at the location of the call',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: CurrencySchema,
});
