import { describe, expect, it } from 'vitest';
import { formatLocalClock, formatServerClock } from '../../../src/shell/clockFormat.ts';

const AFTERNOON = Date.UTC(2026, 10, 22, 17, 5, 9);
const MORNING = Date.UTC(2026, 0, 5, 0, 0, 7);

describe('the header clock formats (spec 02 §2.13)', () => {
  it('server time: weekday, month, day, year and 12-hour time with seconds', () => {
    expect(formatServerClock(AFTERNOON, 'en', 'UTC')).toBe('Sunday, November 22, 2026 5:05:09 PM');
    expect(formatServerClock(MORNING, 'en', 'UTC')).toBe('Monday, January 5, 2026 12:00:07 AM');
  });

  it('shows the UTC instant in the reader time zone', () => {
    expect(formatServerClock(AFTERNOON, 'en', 'Asia/Singapore')).toBe('Monday, November 23, 2026 1:05:09 AM');
  });

  it('speaks Chinese when the app does', () => {
    const text = formatServerClock(AFTERNOON, 'zh', 'UTC');
    expect(text).toContain('2026');
    expect(text).toContain('星期日');
  });

  it('local time before any server time: another format, day/month/year and 24-hour time', () => {
    expect(formatLocalClock(AFTERNOON, 'UTC')).toBe('22/11/2026 17:05:09');
    expect(formatLocalClock(MORNING, 'UTC')).toBe('05/01/2026 00:00:07');
    expect(formatLocalClock(AFTERNOON, 'UTC')).not.toBe(formatServerClock(AFTERNOON, 'en', 'UTC'));
  });
});
