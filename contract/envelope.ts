import * as v from 'valibot';

/**
 * The error body every API answers with when something is wrong (spec 01 §3 "Error response").
 * All fields are optional because the client must cope with whatever an upstream sends.
 */
export const ErrorBodySchema = v.looseObject({
  success: v.optional(v.literal(false)),
  message: v.optional(v.string()),
  data: v.optional(v.unknown()),
  error: v.optional(v.looseObject({ message: v.optional(v.string()) })),
  subCode: v.optional(v.number()),
  time: v.optional(v.string()),
  captchaRequired: v.optional(v.boolean()),
  isMemberAuthFailed: v.optional(v.boolean()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** subCode the API uses for "under maintenance until `time`" (spec 01 §8). */
export const MAINTENANCE_SUB_CODE = 8000;

/**
 * One problem of a refused write (a 400's `data.Problems`): the field it is about (null for the
 * request as a whole), a short code, and the message in English. A form shows each on its field.
 */
export const FieldProblemSchema = v.object({ Field: v.nullable(v.string()), Code: v.string(), Message: v.string() });
export type FieldProblem = v.InferOutput<typeof FieldProblemSchema>;

/** `data` of a 400 that refuses fields: every problem at once, in the order of the form. */
export const FieldProblemsSchema = v.object({ Problems: v.array(FieldProblemSchema) });
