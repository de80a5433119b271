/**
 * Limit Setting's rows (migration 0024, contract/limits.ts): the checks of a limit's fields, each problem
 * on its field, and the reads and writes of the caller's own limits. The owner is always the caller:
 * an admin or agent sets the limits of its own tree (the menu's rule: agent or admin, TT only).
 */
import { LIMIT_MODES, MAX_LIMIT_CENTS, type LimitMode, type LimitRow } from '../../contract/limits.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Queryable } from '../db/database.ts';
import { dollars } from '../admin/dollars.ts';

/** Limits are a TT setting (spec 02 §2.2): any other location is refused at the call. */
export const LIMITS_LOCATION = 'TT';
export const TT_ONLY = 'Limit Setting is for TT only: choose TT.';

export interface LimitFields {
  number: string;
  maxCents: number;
  mode: LimitMode;
}


/** The fields as a form sends them, checked: the values, or every problem on its field. */
export function checkLimitFields(body: { Number: string; MaxCents: number | null; Mode: string }): { ok: LimitFields } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const number = body.Number.trim();
  if (number === '') problems.push({ Field: 'Number', Code: 'required', Message: 'Enter the number.' });
  else if (!/^[0-9]{4}$/.test(number)) problems.push({ Field: 'Number', Code: 'format', Message: 'The number is 4 digits, e.g. 1234.' });
  const cents = body.MaxCents;
  if (cents === null) problems.push({ Field: 'MaxCents', Code: 'required', Message: 'Enter the limit.' });
  else if (!Number.isInteger(cents) || cents < 0) problems.push({ Field: 'MaxCents', Code: 'range', Message: 'The limit is an amount of $0.00 or more.' });
  else if (cents > MAX_LIMIT_CENTS) problems.push({ Field: 'MaxCents', Code: 'range', Message: `The limit is at most ${dollars(MAX_LIMIT_CENTS)}.` });
  const mode = body.Mode.trim();
  if (!(LIMIT_MODES as readonly string[]).includes(mode)) problems.push({ Field: 'Mode', Code: 'required', Message: 'Choose refuse or cut.' });
  return problems.length > 0 ? { problems } : { ok: { number, maxCents: cents!, mode: mode as LimitMode } };
}

export const duplicateProblem = (number: string): FieldProblem => ({
  Field: 'Number',
  Code: 'duplicate',
  Message: `There is a limit for ${number} already: change that one.`,
});

export const ROW_COLUMNS = `limit_id as "LimitId", owner_id as "UserId", number as "Number", max_cents::float8 as "MaxCents",
  mode as "Mode", to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "UpdatedDate"`;

const asRow = (row: LimitRow): LimitRow => ({ ...row, MaxCents: Number(row.MaxCents) });

/** One limit of `ownerId` at the location, locked when `lock` (a write follows); undefined when it has none such. */
export async function ownLimit(db: Queryable, ownerId: string, locId: string, limitId: number, lock = false): Promise<LimitRow | undefined> {
  const { rows } = await db.query<LimitRow>(
    `select ${ROW_COLUMNS} from bet_limits where limit_id = $1 and owner_id = $2 and loc_id = $3 ${lock ? 'for update' : ''}`,
    [limitId, ownerId, locId],
  );
  return rows[0] && asRow(rows[0]);
}

/** Whether `ownerId` has another limit on `number` at the location. */
export async function numberTaken(db: Queryable, ownerId: string, locId: string, number: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query(`select 1 from bet_limits where owner_id = $1 and loc_id = $2 and number = $3 and limit_id <> $4`, [
    ownerId,
    locId,
    number,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

/** Inserts the limit; undefined when the owner has one on that number already (a parallel create lost). */
export async function insertLimit(db: Queryable, ownerId: string, locId: string, fields: LimitFields, at: string): Promise<LimitRow | undefined> {
  const { rows } = await db.query<LimitRow>(
    `insert into bet_limits (owner_id, loc_id, number, max_cents, mode, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz)
     on conflict (owner_id, loc_id, number) do nothing
     returning ${ROW_COLUMNS}`,
    [ownerId, locId, fields.number, fields.maxCents, fields.mode, at],
  );
  return rows[0] && asRow(rows[0]);
}

export async function updateLimitRow(db: Queryable, limitId: number, fields: LimitFields, at: string): Promise<LimitRow> {
  const { rows } = await db.query<LimitRow>(
    `update bet_limits set number = $2, max_cents = $3, mode = $4, updated_at = $5::timestamptz where limit_id = $1
     returning ${ROW_COLUMNS}`,
    [limitId, fields.number, fields.maxCents, fields.mode, at],
  );
  return asRow(rows[0]!);
}

/** Locks the owner's limits among `ids` (in id order, as placement does) and answers them. */
export async function lockOwnLimits(db: Queryable, ownerId: string, locId: string, ids: readonly number[]): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    `select ${ROW_COLUMNS} from bet_limits where limit_id = any($1::int[]) and owner_id = $2 and loc_id = $3 order by limit_id for update`,
    [ids, ownerId, locId],
  );
  return rows.map(asRow);
}
