import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema } from './fields.ts';
import { OptionalLocIdQuerySchema } from './locations.ts';

/**
 * Out Setting processing (spec 02 §7.11 outsettingProcess1 for 4D, outsettingProcess2 for TT; issue 21):
 * recomputes the intake chain of every open draw of the location (the one the call is for) from the
 * limits, throw numbers and out settings now, as a job watched with the job machine. Decision: POST
 * starts a run (or answers the one still queued), GET answers the location's latest run. Granted
 * OutSet (spec 02 §6 "OutSet: OutSet"), asked of the database.
 */
export const INTAKE_RECOMPUTE_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const IntakeRecomputeRunSchema = v.object({
  RunId: v.number(),
  LocId: v.string(),
  Status: v.picklist(INTAKE_RECOMPUTE_STATUSES),
  StartedBy: v.string(),
  /** The open draws the run recomputes (0 until it starts), and how many are done. */
  Draws: v.number(),
  DrawsDone: v.number(),
  /** Why the run failed; null otherwise. */
  Message: v.nullable(v.string()),
  CreatedAt: v.string(),
  FinishedAt: v.nullable(v.string()),
});
export type IntakeRecomputeRun = v.InferOutput<typeof IntakeRecomputeRunSchema>;

const StartBodySchema = v.looseObject({ LocId: IgnoredLocIdSchema });

/** POST 4d/outsettingProcess1: recompute the chain of the 4D location's open draws. */
export const startOutsettingProcess1 = endpoint({
  method: 'POST',
  path: 'outsettingProcess1',
  scope: 'data',
  summary: "Recompute the intake chain of the location's open 4D draws",
  body: StartBodySchema,
  answer: IntakeRecomputeRunSchema,
});

/** GET 4d/outsettingProcess1: the location's latest recompute (null before the first). */
export const outsettingProcess1 = endpoint({
  method: 'GET',
  path: 'outsettingProcess1',
  scope: 'data',
  summary: "The latest intake recompute of the location's 4D draws",
  query: OptionalLocIdQuerySchema,
  answer: v.nullable(IntakeRecomputeRunSchema),
});

/** POST tt/outsettingProcess2: recompute the chain of TT's open draws. */
export const startOutsettingProcess2 = endpoint({
  method: 'POST',
  path: 'outsettingProcess2',
  scope: 'data',
  summary: 'Recompute the intake chain of the open TT draws',
  body: StartBodySchema,
  answer: IntakeRecomputeRunSchema,
});

/** GET tt/outsettingProcess2: TT's latest recompute (null before the first). */
export const outsettingProcess2 = endpoint({
  method: 'GET',
  path: 'outsettingProcess2',
  scope: 'data',
  summary: 'The latest intake recompute of the TT draws',
  query: OptionalLocIdQuerySchema,
  answer: v.nullable(IntakeRecomputeRunSchema),
});
