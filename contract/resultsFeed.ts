import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { urlInteger } from './fields.ts';
import { OptionalLocIdQuerySchema } from './locations.ts';
import { DrawResultRowSchema } from './drawResults.ts';

/**
 * The results feed (spec 02 §7.9 "feed"; not the message feed of spec 01, which is GET /api/feed?t=
 * outside the contract): the latest results of each location the caller works at under the prefix
 * (4d/: SG and MG, tt/: TT), for the messaging channels (SMS, bots) and the Draw Result screen.
 * Bounded: at most RESULTS_FEED_MAX draws per location (Count, default 1). Cached by the server for
 * RESULTS_FEED_CACHE_MS (every caller of the same locations shares it), so a channel polling it
 * costs one query per period; a result saved or reset shows within that time.
 */
export const RESULTS_FEED_MAX = 5;
export const RESULTS_FEED_CACHE_MS = 30_000;

/** One location's drawn result (its numbers as Draw Result shows them), newest first within a location. */
export const FeedResultSchema = v.object({
  LocId: v.string(),
  ...DrawResultRowSchema.entries,
  /** The result is inserted (every ticket settled): figures of the draw are final. */
  IsFinalised: v.boolean(),
  /** When the result was saved (ISO instant). */
  EnteredAt: v.string(),
});
export type FeedResult = v.InferOutput<typeof FeedResultSchema>;

/** GET {4d|tt}/feed?Count=: the latest Count (1-5, default 1) results of each location the caller works at under the prefix. */
export const resultsFeed = endpoint({
  method: 'GET',
  path: 'feed',
  scope: 'data',
  summary: 'The latest results of each location, for the messaging channels and Draw Result',
  query: v.looseObject({ ...OptionalLocIdQuerySchema.entries, Count: v.optional(urlInteger('Count', 1, RESULTS_FEED_MAX)) }),
  answer: v.array(FeedResultSchema),
});
