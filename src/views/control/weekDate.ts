import { operatorDay } from '../../../domain/operatorTime.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * draw/week's Date for a week `offset` weeks from this one: a day of that week (operator time).
 * This week (0) sends no Date, so the server's clock decides which week is current.
 */
export function weekDateOf(nowMs: number, offset: number): string | null {
  return offset === 0 ? null : operatorDay(nowMs + offset * WEEK_MS);
}
