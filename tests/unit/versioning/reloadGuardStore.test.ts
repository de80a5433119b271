import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, readLastReloadAt, writeLastReloadAt } from '../../../src/app/versioning/reloadGuardStore.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** Storage that refuses every access, as in some privacy modes. */
const brokenStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
} as unknown as Storage;

describe('reload guard store', () => {
  it('keeps the reload time in sessionStorage (this tab only) under chunkReloadAt', () => {
    expect(CHUNK_RELOAD_KEY).toBe('chunkReloadAt');
    writeLastReloadAt(1_800_000_000_000);
    expect(sessionStorage.getItem('chunkReloadAt')).toBe('1800000000000');
    expect(localStorage.length).toBe(0);
    expect(readLastReloadAt()).toBe(1_800_000_000_000);
  });

  it('reads no reload when nothing was stored', () => {
    expect(readLastReloadAt()).toBeNull();
  });

  it('reads no reload from a value that is not a time', () => {
    for (const raw of ['', 'soon', '12abc', '-5', '1.5', 'NaN', '99999999999999999999']) {
      sessionStorage.setItem('chunkReloadAt', raw);
      expect(readLastReloadAt(), raw).toBeNull();
    }
  });

  it('the latest reload wins', () => {
    writeLastReloadAt(1_000);
    writeLastReloadAt(2_000);
    expect(readLastReloadAt()).toBe(2_000);
  });

  it('survives storage that cannot be used: nothing remembered, nothing thrown', () => {
    expect(() => writeLastReloadAt(1_000, brokenStorage)).not.toThrow();
    expect(readLastReloadAt(brokenStorage)).toBeNull();
    expect(readLastReloadAt(null)).toBeNull();
  });
});
