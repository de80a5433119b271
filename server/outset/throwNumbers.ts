/**
 * Throw numbers (spec 02 §7.6): numbers an agent never keeps at a location; the chain passes them up
 * whole. A number is four digits, or a roll's form (R in place of one digit), as a ticket stores it;
 * several are typed at once, separated by spaces, commas or new lines. Each write is one transaction
 * with its audit row.
 */
import { MAX_THROW_NUMBERS } from '../../contract/throwNumbers.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Queryable } from '../db/database.ts';
import { atomically } from '../db/atomically.ts';
import { writeAudit } from '../audit.ts';
import { limitNumber } from '../../domain/limitNumber.ts';

/** The numbers of the typed text (upper case, each once, in the order typed), or the problem. */
export function typedThrowNumbers(text: string): { numbers: string[] } | { problem: FieldProblem } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0) return { problem: { Field: 'Numbers', Code: 'required', Message: 'Enter at least one number.' } };
  const wrong = words.filter((word) => word === '*' || limitNumber(word, 'roll') === null);
  if (wrong.length > 0)
    return { problem: { Field: 'Numbers', Code: 'notANumber', Message: `Not a 4D number: ${wrong.slice(0, 5).join(', ')}. A number is 4 digits (a roll: R in place of one digit).` } };
  const numbers = [...new Set(words.map((word) => word.toUpperCase()))];
  if (numbers.length > MAX_THROW_NUMBERS) return { problem: { Field: 'Numbers', Code: 'tooMany', Message: `At most ${MAX_THROW_NUMBERS} numbers at once.` } };
  return { numbers };
}

export interface ThrowWriter {
  callerId: string;
  locId: string;
  now: number;
}

/** Adds the numbers the user does not throw yet; answers which were added and which it threw already. */
export function addThrows(db: Queryable, writer: ThrowWriter, userId: string, numbers: readonly string[]) {
  return atomically(db, async (tx) => {
    const { rows } = await tx.query<{ number: string }>(
      `insert into throw_numbers (user_id, loc_id, number, created_at)
       select $1, $2, n, to_timestamp($4 / 1000.0) from unnest($3::text[]) as n
       on conflict do nothing returning number`,
      [userId, writer.locId, numbers, writer.now],
    );
    const added = numbers.filter((number) => rows.some((row) => row.number === number));
    if (added.length > 0)
      await writeAudit(tx, { userId: writer.callerId, locId: writer.locId, action: 'throwNumber.add', entity: 'throwNumbers', entityId: `${writer.locId}:${userId}`, before: null, after: { Numbers: added }, at: writer.now });
    return { Added: added, Already: numbers.filter((number) => !added.includes(number)) };
  });
}

/** Removes those of the numbers the user throws; answers which were removed. */
export function removeThrows(db: Queryable, writer: ThrowWriter, userId: string, numbers: readonly string[]) {
  return atomically(db, async (tx) => {
    const { rows } = await tx.query<{ number: string }>(
      'delete from throw_numbers where user_id = $1 and loc_id = $2 and number = any($3::text[]) returning number',
      [userId, writer.locId, numbers.map((number) => number.trim().toUpperCase())],
    );
    const removed = rows.map((row) => row.number).sort();
    if (removed.length > 0)
      await writeAudit(tx, { userId: writer.callerId, locId: writer.locId, action: 'throwNumber.delete', entity: 'throwNumbers', entityId: `${writer.locId}:${userId}`, before: { Numbers: removed }, after: null, at: writer.now });
    return { Removed: removed };
  });
}
