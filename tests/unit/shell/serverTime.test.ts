import { describe, expect, it } from 'vitest';
import { parseServerTime } from '../../../src/shell/serverTime.ts';

describe('parseServerTime (spec 02 §3: the fraction is stripped and the text read as UTC)', () => {
  it('reads a zone-less ISO text as UTC and drops the fraction', () => {
    expect(parseServerTime('2026-11-22T09:12:25.987')).toBe(Date.UTC(2026, 10, 22, 9, 12, 25));
    expect(parseServerTime('2026-11-22T09:12:25')).toBe(Date.UTC(2026, 10, 22, 9, 12, 25));
    expect(parseServerTime('2026-11-22 09:12:25.1')).toBe(Date.UTC(2026, 10, 22, 9, 12, 25));
  });

  it('ignores a zone suffix: the text is UTC whatever follows the seconds', () => {
    expect(parseServerTime('2026-11-22T09:12:25.000Z')).toBe(Date.UTC(2026, 10, 22, 9, 12, 25));
  });

  it('answers null for text that is not such a time', () => {
    for (const text of ['', 'garbage', '2026-11-22', null, undefined, '2026-13-45T99:99:99']) expect(parseServerTime(text)).toBeNull();
  });
});
