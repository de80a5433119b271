import { describe, expect, it } from 'vitest';
import { formatMaintenanceTime } from '../../../src/views/maintenance/maintenanceTime.ts';

describe('formatMaintenanceTime (spec 01 §2, spec 02 §9: DD/MM/YYYY HH:mm at GMT+8)', () => {
  it('converts a time with a zone to GMT+8', () => {
    expect(formatMaintenanceTime('2025-01-02T03:04:00Z')).toBe('02/01/2025 11:04');
    expect(formatMaintenanceTime('2025-01-02T03:04:00+08:00')).toBe('02/01/2025 03:04');
  });

  it('reads a time without a zone as GMT+8, whatever the browser zone', () => {
    // Before: read in the browser's zone (UTC on CI: 03:04 became 11:04).
    expect(formatMaintenanceTime('2025-01-02T03:04:00')).toBe('02/01/2025 03:04');
    expect(formatMaintenanceTime('2025-01-02T03:04')).toBe('02/01/2025 03:04');
    expect(formatMaintenanceTime('2025-01-02 03:04')).toBe('02/01/2025 03:04');
    expect(formatMaintenanceTime('2025-01-02 03:04:05')).toBe('02/01/2025 03:04');
  });

  it('shows null when t is missing or not a time', () => {
    expect(formatMaintenanceTime(null)).toBe('null');
    expect(formatMaintenanceTime('')).toBe('null');
    expect(formatMaintenanceTime('soon')).toBe('null');
  });
});
