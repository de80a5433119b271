import { describe, expect, it } from 'vitest';
import { PERMISSION_ATTRIBUTES } from '../../../contract/permissionAttributes.ts';
import { holds, withEveryAttribute } from '../../../server/permissions/grants.ts';
import { defaultGrants } from '../../../server/permissions/defaultGrants.ts';

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

  it("gives a new downline its upline's names, never more; under '*' every attribute but ADMIN and the everyday names, no operator power", () => {
    expect(defaultGrants(['*'])).toEqual([...PERMISSION_ATTRIBUTES.filter((name) => name !== 'ADMIN'), 'BetEntry', 'Report']);
    expect(defaultGrants(['AdminEdit', 'PLACEBET', 'TICKET'])).toEqual(['AdminEdit', 'PLACEBET', 'TICKET']);
    expect(defaultGrants([])).toEqual([]);
  });
});
