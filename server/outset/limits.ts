/**
 * Writes of Out Setting: set or remove one intake limit (intake_limits), each with its audit row in
 * the same transaction. A limit takes effect on bets placed afterwards; the open draws move when the
 * operator runs the processing job (outsettingProcess1/2, the intake chain's).
 */
import type { Queryable } from '../db/database.ts';
import { atomically } from '../db/atomically.ts';
import { writeAudit } from '../audit.ts';
import type { LimitRow } from '../../contract/outSettings.ts';
import type { CheckedLimit } from './limitRequest.ts';

export interface LimitWriter {
  callerId: string;
  locId: string;
  now: number;
}

export const limitIdOf = (userId: string, number: string, betType: string) => `${userId}:${number}:${betType}`;

const ROW_COLUMNS = `user_id, number, bet_type, big_cents::float8 as big, small_cents::float8 as small, amount_cents::float8 as amount`;
type Stored = { user_id: string; number: string; bet_type: string; big: number | null; small: number | null; amount: number | null };

const rowOf = (stored: Stored): LimitRow => ({
  LimitId: limitIdOf(stored.user_id, stored.number, stored.bet_type),
  UserId: stored.user_id,
  Number: stored.number,
  BetType: stored.bet_type,
  BigCents: stored.big,
  SmallCents: stored.small,
  AmountCents: stored.amount,
});

async function storedLimit(tx: Queryable, userId: string, locId: string, number: string, betType: string): Promise<LimitRow | null> {
  const { rows } = await tx.query<Stored>(
    `select ${ROW_COLUMNS} from intake_limits where user_id = $1 and loc_id = $2 and number = $3 and bet_type = $4 for update`,
    [userId, locId, number, betType],
  );
  return rows[0] ? rowOf(rows[0]) : null;
}

/** Adds or replaces the limit of `userId` (already checked to be of the caller's tree). */
export function saveLimit(db: Queryable, writer: LimitWriter, userId: string, limit: CheckedLimit): Promise<LimitRow> {
  return atomically(db, async (tx) => {
    const before = await storedLimit(tx, userId, writer.locId, limit.number, limit.betType);
    const { rows } = await tx.query<Stored>(
      `insert into intake_limits (user_id, loc_id, number, bet_type, big_cents, small_cents, amount_cents, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8 / 1000.0))
       on conflict (user_id, loc_id, number, bet_type) do update
         set big_cents = excluded.big_cents, small_cents = excluded.small_cents, amount_cents = excluded.amount_cents,
             updated_at = excluded.updated_at
       returning ${ROW_COLUMNS}`,
      [userId, writer.locId, limit.number, limit.betType, limit.bigCents, limit.smallCents, limit.amountCents, writer.now],
    );
    const after = rowOf(rows[0]!);
    await writeAudit(tx, {
      userId: writer.callerId,
      locId: writer.locId,
      action: before ? 'outSetting.update' : 'outSetting.create',
      entity: 'intakeLimit',
      entityId: `${writer.locId}:${after.LimitId}`,
      before,
      after,
      at: writer.now,
    });
    return after;
  });
}

/** Removes a limit; false when there is none. */
export function deleteLimit(db: Queryable, writer: LimitWriter, userId: string, number: string, betType: string): Promise<boolean> {
  return atomically(db, async (tx) => {
    const before = await storedLimit(tx, userId, writer.locId, number, betType);
    if (!before) return false;
    await tx.query('delete from intake_limits where user_id = $1 and loc_id = $2 and number = $3 and bet_type = $4', [userId, writer.locId, number, betType]);
    await writeAudit(tx, {
      userId: writer.callerId,
      locId: writer.locId,
      action: 'outSetting.delete',
      entity: 'intakeLimit',
      entityId: `${writer.locId}:${before.LimitId}`,
      before,
      after: null,
      at: writer.now,
    });
    return true;
  });
}
