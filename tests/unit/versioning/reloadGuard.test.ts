import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, reloadedWithinGuard } from '../../../machines/chunkReload.machine.ts';

const RELOADED_AT = 1_800_000_000_000;

describe('the chunk-reload guard', () => {
  it('lasts 30 seconds', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(30_000);
  });

  it('holds from the reload until just before 30 s have passed', () => {
    expect(reloadedWithinGuard(RELOADED_AT, RELOADED_AT)).toBe(true);
    expect(reloadedWithinGuard(RELOADED_AT, RELOADED_AT + 29_999)).toBe(true);
  });

  it('has expired 30 s after the reload', () => {
    expect(reloadedWithinGuard(RELOADED_AT, RELOADED_AT + 30_000)).toBe(false);
    expect(reloadedWithinGuard(RELOADED_AT, RELOADED_AT + 3_600_000)).toBe(false);
  });

  it('never holds without a reload', () => {
    expect(reloadedWithinGuard(null, RELOADED_AT)).toBe(false);
  });

  it('does not hold for long when the clock was set back since the reload', () => {
    expect(reloadedWithinGuard(RELOADED_AT, RELOADED_AT - 1_000)).toBe(true);
    expect(reloadedWithinGuard(RELOADED_AT, RELOADED_AT - 3_600_000)).toBe(false);
  });
});
