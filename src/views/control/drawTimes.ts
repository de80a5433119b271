import { OPERATOR_UTC_OFFSET_MS } from '../../../domain/operatorTime.ts';

/** An ISO instant as the operator's clock reads it (GMT+8), HH:mm: how draw and cut-off times are set. */
export function operatorClock(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().slice(11, 16);
}
