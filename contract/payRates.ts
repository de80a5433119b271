import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, UserIdSchema, jsonInteger, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';

/**
 * Pay rates (spec 02 §2.2 /control/payRate, §7.12; design/DOMAIN.md "Facts"): what a winning line pays
 * per unit staked. Each location has a default table; a user may have overrides, set by an admin or by
 * an agent for its own downline only. A rate is never changed in place: a change closes the row and
 * opens a new one, so the rate in force when a ticket was placed is the one that settles it.
 *
 * One row is one figure: a kind of bet, its variant, a prize category and the stake it pays on.
 * - Kind N (ordinary: straight and each rolled number), K (System, each permutation): variant '';
 * - Kind I (iBet): variant the permutation count, '24', '12', '6' or '4';
 * - Kind T (TOTO forms, at TT): variant the form ('/', '/2', …, 'TT'), Prize the matched group.
 * Prize is first, second, third, starter or consolation (Stake big; small on the top three only), or
 * for TOTO both, one-and-additional or one (Stake unit).
 */
export const PAY_RATE_KINDS = ['N', 'K', 'I', 'T'] as const;
export type PayRateKind = (typeof PAY_RATE_KINDS)[number];
export const PAY_RATE_PRIZES = ['first', 'second', 'third', 'starter', 'consolation', 'both', 'one-and-additional', 'one'] as const;
export const PAY_RATE_STAKES = ['big', 'small', 'unit'] as const;
/** The largest figure a rate may hold: units paid per unit staked. */
export const PER_UNIT_MAX = 1_000_000;

export const PayRateSchema = v.object({
  PayRateId: v.number(),
  LocId: v.string(),
  /** The user the override is for; null for the location's default row. */
  UserId: v.nullable(v.string()),
  Kind: v.picklist(PAY_RATE_KINDS),
  Variant: v.string(),
  Prize: v.picklist(PAY_RATE_PRIZES),
  Stake: v.picklist(PAY_RATE_STAKES),
  /** Units paid per unit staked (a whole number: the payout is stake cents x PerUnit). */
  PerUnit: v.number(),
  /** When this figure came into force (ISO instant), and who set it. */
  ValidFrom: v.string(),
  SetBy: v.nullable(v.string()),
});
export type PayRate = v.InferOutput<typeof PayRateSchema>;
export const PayRatesSchema = v.array(PayRateSchema);

/**
 * Query of the pay-rate lists: the rates in force for UserId (the caller without it): each figure the
 * user's override where it has one, else the location's default. Without UserId and for the default
 * table, Default=1.
 */
export const PayRatesQuerySchema = v.looseObject({
  LocId: LocIdSchema,
  UserId: v.optional(UserIdSchema),
  Default: v.optional(v.picklist(['0', '1'])),
});

const payRateList = <const P extends string>(path: P, summary: string) =>
  endpoint({ method: 'GET', path, scope: 'data', summary, query: PayRatesQuerySchema, answer: PayRatesSchema });

/** GET {4d|tt}/payRates: every rate in force for the user (all kinds of the game). */
export const payRates = payRateList('payRates', 'Every pay rate in force for a user');
/** GET {4d|tt}/payRatesN: the ordinary rates (straight, roll). */
export const payRatesN = payRateList('payRatesN', 'Ordinary pay rates in force for a user');
/** GET {4d|tt}/payRatesI: the iBet rates per permutation count. */
export const payRatesI = payRateList('payRatesI', 'iBet pay rates in force for a user');
/** GET {4d|tt}/payRatesK: the System (k) rates. */
export const payRatesK = payRateList('payRatesK', 'System (k) pay rates in force for a user');

const PerUnitSchema = v.pipe(
  v.number('The rate must be a number.'),
  v.integer('The rate must be a whole number.'),
  v.minValue(0, 'The rate cannot be negative.'),
  v.maxValue(PER_UNIT_MAX, `The rate is at most ${PER_UNIT_MAX}.`),
);
const PayRateIdSchema = jsonInteger('PayRateId');

/** Which figure: kind, variant, prize and stake (the server refuses a combination the table does not have). */
const FigureEntries = {
  Kind: v.picklist(PAY_RATE_KINDS, 'Kind must be N, K, I or T.'),
  // Letters, digits, '/' and '*' only (a permutation count or a TOTO form): a NUL or other control character never reaches the database.
  Variant: v.pipe(v.string(), v.regex(/^[A-Za-z0-9/*]{0,4}$/, 'Variant is a permutation count or a TOTO form (at most 4 characters).')),
  Prize: v.picklist(PAY_RATE_PRIZES, 'Prize is not a prize of the table.'),
  Stake: v.picklist(PAY_RATE_STAKES, 'Stake must be big, small or unit.'),
};

/** Body of POST payRate: an override of one figure for a user (an agent: only for its downline). */
export const CreatePayRateSchema = v.object({
  LocId: LocIdSchema,
  UserId: UserIdSchema,
  ...FigureEntries,
  PerUnit: PerUnitSchema,
});

/** POST {4d|tt}/payRate: sets a user's override of one figure. */
export const createPayRate = endpoint({
  method: 'POST',
  path: 'payRate',
  scope: 'data',
  summary: "Set a user's override of one pay-rate figure",
  body: CreatePayRateSchema,
  answer: PayRateSchema,
});

/** Body of PUT payRate: a new figure for an override row. */
export const UpdatePayRateSchema = v.object({ LocId: IgnoredLocIdSchema, PayRateId: PayRateIdSchema, PerUnit: PerUnitSchema });

/** PUT {4d|tt}/payRate: changes an override (the old figure stays for tickets placed under it). */
export const updatePayRate = endpoint({
  method: 'PUT',
  path: 'payRate',
  scope: 'data',
  summary: "Change a user's override of one pay-rate figure",
  body: UpdatePayRateSchema,
  answer: PayRateSchema,
});

/** DELETE {4d|tt}/payRate/{PayRateId}: ends an override; the default applies to tickets placed from now. */
export const deletePayRate = endpoint({
  method: 'DELETE',
  path: 'payRate/:PayRateId',
  scope: 'data',
  summary: "End a user's override of one pay-rate figure",
  params: v.object({ PayRateId: urlInteger('PayRateId') }),
  answer: v.object({ PayRateId: v.number() }),
});

/** Body of PUT payRateDefault: a new figure of the location's default table. */
export const UpdateDefaultPayRateSchema = v.object({ LocId: LocIdSchema, ...FigureEntries, PerUnit: PerUnitSchema });

/** PUT {4d|tt}/payRateDefault: changes a figure of the location's default table (admin only). */
export const updatePayRateDefault = endpoint({
  method: 'PUT',
  path: 'payRateDefault',
  scope: 'data',
  summary: "Change a figure of a location's default pay-rate table",
  body: UpdateDefaultPayRateSchema,
  answer: PayRateSchema,
});
