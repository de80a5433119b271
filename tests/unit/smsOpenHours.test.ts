import { describe, expect, it } from 'vitest';
import { isOpenAt, openWeekdays } from '../../domain/smsOpenHours.ts';

/** An instant given on the operator's clock (GMT+8). */
const at = (local: string) => Date.parse(`${local}+08:00`);

describe('SMS open days and hours (spec 02 §2.9, §3: OpenDay, OpenTime, CloseTime, GMT+8)', () => {
  it('reads days, ranges (wrapping over the week end) and lists', () => {
    expect([...openWeekdays('Mon-Sun')!].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([...openWeekdays('Fri-Mon')!].sort()).toEqual([0, 1, 5, 6]);
    expect([...openWeekdays('Mon,Wed, Sat')!].sort()).toEqual([1, 3, 6]);
    expect(openWeekdays('someday')).toBeNull();
  });

  it('is open from OpenTime up to (not at) CloseTime on an open day, in GMT+8', () => {
    const hours = { openDay: 'Mon-Fri', openTime: '09:00', closeTime: '18:30' };
    // 2026-11-26 is a Thursday.
    expect(isOpenAt(hours, at('2026-11-26T08:59:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-26T09:00:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-26T18:29:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-26T18:30:00'))).toBe(false);
    // Saturday is not open; 01:30 UTC on Thursday is 09:30 in GMT+8.
    expect(isOpenAt(hours, at('2026-11-28T10:00:00'))).toBe(false);
    expect(isOpenAt(hours, Date.parse('2026-11-26T01:30:00Z'))).toBe(true);
  });

  it('runs past midnight when CloseTime is before OpenTime; the morning belongs to the evening before', () => {
    const hours = { openDay: 'Fri', openTime: '22:00', closeTime: '02:00' };
    expect(isOpenAt(hours, at('2026-11-27T23:00:00'))).toBe(true); // Friday night
    expect(isOpenAt(hours, at('2026-11-28T01:00:00'))).toBe(true); // Saturday early, Friday's window
    expect(isOpenAt(hours, at('2026-11-27T01:00:00'))).toBe(false); // Friday early: Thursday's window, closed
    expect(isOpenAt(hours, at('2026-11-28T03:00:00'))).toBe(false);
  });

  it('takes equal times as the whole day, and an unreadable OpenDay as every day', () => {
    expect(isOpenAt({ openDay: 'Mon-Sun', openTime: '00:00', closeTime: '00:00' }, at('2026-11-26T23:59:00'))).toBe(true);
    expect(isOpenAt({ openDay: '??', openTime: '09:00', closeTime: '18:00' }, at('2026-11-29T10:00:00'))).toBe(true);
  });
});
