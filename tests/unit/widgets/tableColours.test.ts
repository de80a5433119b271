import { describe, expect, it } from 'vitest';
import { tableRowBackground, UPLINE_ROW_COLOUR } from '../../../src/widgets/tableColours.ts';

const location = { ColorTbl01: '#FFF8DC', ColorTbl02: '#F0F8FF' };

describe('tableRowBackground', () => {
  it("alternates the location's ColorTbl01 and ColorTbl02, starting with ColorTbl01", () => {
    expect([0, 1, 2, 3].map((row) => tableRowBackground(row, location))).toEqual([
      '#FFF8DC',
      '#F0F8FF',
      '#FFF8DC',
      '#F0F8FF',
    ]);
  });

  it('is the fixed grey when the upline flag equals 1, as a number or as text', () => {
    expect(UPLINE_ROW_COLOUR).toBe('#E0DEDF');
    expect(tableRowBackground(0, location, 1)).toBe('#E0DEDF');
    expect(tableRowBackground(1, location, '1')).toBe('#E0DEDF');
    expect(tableRowBackground(3, null, 1)).toBe('#E0DEDF');
  });

  it('keeps the location colours for any other flag', () => {
    expect(tableRowBackground(0, location, 0)).toBe('#FFF8DC');
    expect(tableRowBackground(1, location, 2)).toBe('#F0F8FF');
    expect(tableRowBackground(1, location, null)).toBe('#F0F8FF');
    expect(tableRowBackground(0, location, '')).toBe('#FFF8DC');
  });

  it('leaves the background to the stylesheet when the location has no colour', () => {
    expect(tableRowBackground(0, { ColorTbl01: null, ColorTbl02: '#000' })).toBeUndefined();
    expect(tableRowBackground(1, undefined)).toBeUndefined();
  });
});
