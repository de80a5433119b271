import { describe, expect, it } from 'vitest';
import { areaOf, embeddedPage } from '../../../machines/rules/routeAccess.ts';

describe('route areas (spec 01 §2)', () => {
  it('reads the page an embed path shows, and nothing outside the nest', () => {
    expect(embeddedPage('/embed/report/full')).toBe('/report/full');
    expect(embeddedPage('/embed')).toBe('/');
    expect(embeddedPage('/report/full')).toBeNull();
    expect(embeddedPage('/embedded/report')).toBeNull();
  });

  it('puts the embed nest and the signed-in prefixes in the signed-in area', () => {
    expect(areaOf('/embed/report/full')).toBe('signedIn');
    expect(areaOf('/report/full')).toBe('signedIn');
    expect(areaOf('/embedded')).toBe('public');
    expect(areaOf('/login')).toBe('signIn');
  });
});
