import { describe, expect, it } from 'vitest';
import { PERMISSION_ATTRIBUTES } from '../../../contract/permissionAttributes.ts';
import { grantsForNewDownline, holds, withEveryAttribute } from '../../../server/permissions/grants.ts';

describe('Granted lists (spec 02 §6)', () => {
  it("reads '*' as every name, and a list as its names only", () => {
    expect(holds(['*'], 'AdminEdit')).toBe(true);
    expect(holds(['TICKET'], 'TICKET')).toBe(true);
    expect(holds(['TICKET'], 'TICKETSEARCH')).toBe(false);
    expect(holds([], 'TICKET')).toBe(false);
  });

  it('gives a seeded account its names then every attribute, once each', () => {
    expect(withEveryAttribute(['BetEntry', 'TICKET'])).toEqual(['BetEntry', 'TICKET', ...PERMISSION_ATTRIBUTES.filter((name) => name !== 'TICKET')]);
    expect(withEveryAttribute(['*'])).toEqual(['*']);
  });

  it('gives a new downline the attributes its upline holds, never a menu name nor more than the upline', () => {
    expect(grantsForNewDownline(['*'])).toEqual([...PERMISSION_ATTRIBUTES]);
    expect(grantsForNewDownline(['AdminEdit', 'PLACEBET', 'TICKET'])).toEqual(['TICKET', 'PLACEBET']);
    expect(grantsForNewDownline([])).toEqual([]);
  });
});
