/** The operator's clock is GMT+8 (spec 01 §2.7, spec 02 §9: "Maintenance time zone GMT+8"). */
export const OPERATOR_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The operator's calendar day of `ms` as YYYY-MM-DD: draws, cut-offs and reports count days this way. */
export function operatorDay(ms: number): string {
  return new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
