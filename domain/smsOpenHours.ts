/**
 * When bets are taken by SMS and by the bot (spec 02 §2.9, §3: the SMS setting's OpenDay, OpenTime and
 * CloseTime), on the operator's clock (GMT+8). OpenDay is text: a day ('Mon'), a range ('Mon-Sun',
 * 'Fri-Mon' wraps over the week's end), or a list of those separated by commas or spaces
 * ('Mon,Wed,Sat'). Decisions: an OpenDay this cannot read is read as every day (the operator's typo
 * must not stop every bet; the hours still apply); a CloseTime before OpenTime runs past midnight
 * (22:00-02:00), and the hours after midnight belong to the day the window opened; equal times
 * (00:00-00:00) are the whole day.
 */
import { OPERATOR_UTC_OFFSET_MS } from './operatorTime.ts';

export interface OpenHours {
  /** 'Mon-Sun', 'Mon,Wed,Sat' … */
  openDay: string;
  /** HH:mm, GMT+8. */
  openTime: string;
  closeTime: string;
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayIndex = (name: string): number => DAYS.indexOf(name.trim().slice(0, 3).toLowerCase() as (typeof DAYS)[number]);

/** The weekdays (0 = Sunday) OpenDay names, or null when it cannot be read. */
export function openWeekdays(openDay: string): Set<number> | null {
  const days = new Set<number>();
  const items = openDay.split(/[,\s]+/).filter((item) => item.length > 0);
  if (items.length === 0) return null;
  for (const item of items) {
    const [from, to, ...rest] = item.split(/[-–~]/);
    if (rest.length > 0 || from === undefined) return null;
    const start = dayIndex(from);
    const end = to === undefined ? start : dayIndex(to);
    if (start < 0 || end < 0) return null;
    for (let day = start; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === end) break;
    }
  }
  return days;
}

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether a message received at `ms` (UTC epoch) is inside the open days and hours. */
export function isOpenAt(hours: OpenHours, ms: number): boolean {
  const local = new Date(ms + OPERATOR_UTC_OFFSET_MS);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const open = minutesOf(hours.openTime);
  const close = minutesOf(hours.closeTime);
  const days = openWeekdays(hours.openDay) ?? new Set([0, 1, 2, 3, 4, 5, 6]);
  const weekday = local.getUTCDay();
  if (open === close) return days.has(weekday);
  if (open < close) return minute >= open && minute < close && days.has(weekday);
  // Past midnight: the evening part on an open day, the morning part when the day before was open.
  if (minute >= open) return days.has(weekday);
  if (minute < close) return days.has(new Date(ms + OPERATOR_UTC_OFFSET_MS - DAY_MS).getUTCDay());
  return false;
}
