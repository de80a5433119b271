import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESPONSE_CACHE_MS, ResponseCache } from '../../../src/api/responseCache.ts';

describe('ResponseCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lives for 180000 ms by default', () => {
    expect(RESPONSE_CACHE_MS).toBe(180_000);
  });

  it('returns what was set, wrapped so that falsy values count as hits', () => {
    const cache = new ResponseCache(() => 0);
    cache.set('a', 0);
    cache.set('b', null);
    expect(cache.get('a')).toEqual({ value: 0 });
    expect(cache.get('b')).toEqual({ value: null });
    expect(cache.get('c')).toBeUndefined();
  });

  it('expires an entry 180000 ms after it was set', () => {
    let now = 5_000;
    const cache = new ResponseCache(() => now);
    cache.set('k', 'v');
    now = 5_000 + 179_999;
    expect(cache.get('k')).toEqual({ value: 'v' });
    now = 5_000 + 180_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('restarts the lifetime when an entry is set again', () => {
    let now = 0;
    const cache = new ResponseCache(() => now);
    cache.set('k', 1);
    now = 100_000;
    cache.set('k', 2);
    now = 250_000;
    expect(cache.get('k')).toEqual({ value: 2 });
  });

  it('accepts another lifetime', () => {
    let now = 0;
    const cache = new ResponseCache(() => now, 10);
    cache.set('k', 'v');
    now = 9;
    expect(cache.get('k')).toBeDefined();
    now = 10;
    expect(cache.get('k')).toBeUndefined();
  });

  it('uses the wall clock by default', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new ResponseCache();
    cache.set('k', 'v');
    vi.setSystemTime(1_000_000 + RESPONSE_CACHE_MS - 1);
    expect(cache.get('k')).toBeDefined();
    vi.setSystemTime(1_000_000 + RESPONSE_CACHE_MS);
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const cache = new ResponseCache(() => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });
});
