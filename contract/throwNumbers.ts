import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Throw Numbers (spec 02 §2.2 /outset/throwNumber, §7.6): numbers an agent never keeps at a location;
 * they pass up whole (throw_numbers, migration 0020). The rules are in server/outset/throwNumbers.ts.
 */

/** The most numbers one request adds or removes. */
export const MAX_THROW_NUMBERS = 200;

export const ThrowRowSchema = v.object({ ThrowId: v.string(), UserId: v.string(), Number: v.string(), CreatedAt: v.string() });
export type ThrowRow = v.InferOutput<typeof ThrowRowSchema>;

const ThrowsQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  ...pageQueryEntries(['Number', 'CreatedAt'], { sortBy: 'Number', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});
const ThrowsPageSchema = pageSchema(ThrowRowSchema, v.object({ Numbers: v.number() }));

/** GET {4d|tt}/bet/throw: the throw numbers of the caller or a user of its tree at the location. */
export const throwNumbers = endpoint({
  method: 'GET',
  path: 'bet/throw',
  scope: 'data',
  summary: 'Throw numbers of the caller or a user of its tree at the location',
  query: ThrowsQuerySchema,
  answer: ThrowsPageSchema,
  csv: true,
});

/** GET {4d|tt}/bet/throwT: the same at TT (the TT screen's call). */
export const throwNumbersT = endpoint({
  method: 'GET',
  path: 'bet/throwT',
  scope: 'data',
  summary: 'TT throw numbers of the caller or a user of its tree',
  query: ThrowsQuerySchema,
  answer: ThrowsPageSchema,
  csv: true,
});

/** Several numbers as typed: separated by spaces, commas or new lines. */
export const AddThrowsSchema = v.object({
  LocId: IgnoredLocIdSchema,
  UserId: v.nullish(text(64), ''),
  Numbers: v.nullish(text(4000), ''),
});

const AddedThrowsSchema = v.object({ Added: v.array(v.string()), Already: v.array(v.string()) });

/** POST {4d|tt}/bet/throw: adds throw numbers (several at once). */
export const addThrowNumbers = endpoint({
  method: 'POST',
  path: 'bet/throw',
  scope: 'data',
  summary: 'Add throw numbers of the caller or a user of its tree',
  body: AddThrowsSchema,
  answer: AddedThrowsSchema,
});

/** POST {4d|tt}/throw: the same call under its other name (spec 02 §7.6 lists both). */
export const addThrow = endpoint({
  method: 'POST',
  path: 'throw',
  scope: 'data',
  summary: 'Add throw numbers (the same as POST bet/throw)',
  body: AddThrowsSchema,
  answer: AddedThrowsSchema,
});

/** DELETE {4d|tt}/bet/throws: removes the selected throw numbers. */
export const deleteThrowNumbers = endpoint({
  method: 'DELETE',
  path: 'bet/throws',
  scope: 'data',
  summary: 'Remove throw numbers of the caller or a user of its tree',
  body: v.object({
    LocId: IgnoredLocIdSchema,
    UserId: v.nullish(text(64), ''),
    Numbers: v.pipe(v.array(text(8)), v.maxLength(MAX_THROW_NUMBERS, `At most ${MAX_THROW_NUMBERS} numbers.`)),
  }),
  answer: v.object({ Removed: v.array(v.string()) }),
});
