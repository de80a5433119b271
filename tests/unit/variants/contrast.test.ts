import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../variants/registry.ts';
import type { VariantFamily } from '../../../variants/types.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The families whose sign-in screen sets text on the brand's accent: black (variants/styles/families/). */
const TEXT_ON_ACCENT: readonly VariantFamily[] = ['dropdown', 'landing', 'landingOverlay'];

/**
 * WCAG 1.4.3 for every brand, not only the one per family the e2e axe pass visits: the signed-in
 * header and the sign-in buttons write white on the brand's primary, and three families write black
 * on its accent; each must reach 4.5:1.
 */
describe('brand colours keep their text readable', () => {
  it.each(VARIANTS.map((variant) => [variant.key, variant] as const))('%s', (_key, variant) => {
    expect(contrast('#ffffff', variant.colors.primary), 'white on primary').toBeGreaterThanOrEqual(4.5);
    if (TEXT_ON_ACCENT.includes(variant.family)) {
      expect(contrast('#000000', variant.colors.accent), 'black on accent').toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBe(21);
    expect(contrast('#1d2733', '#f4525d')).toBeCloseTo(4.47, 2);
  });
});
