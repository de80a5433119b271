import { describe, expect, it, vi } from 'vitest';
import { VARIANTS } from '../../../variants/registry.ts';
import { BRAND_STYLESHEETS, brandStylesheet, FAMILY_STYLESHEETS, loadVariantStylesheets } from '../../../variants/stylesheets.ts';
import { VARIANT_FAMILIES } from '../../../variants/types.ts';

describe('per-brand stylesheets', () => {
  it('has a lazy loader for every brand’s stylesheet, and one for no file without a brand', () => {
    expect(VARIANTS.filter((variant) => !brandStylesheet(variant)).map((variant) => variant.key)).toEqual([]);
    expect(Object.keys(BRAND_STYLESHEETS).sort()).toEqual(VARIANTS.map((variant) => `./styles/${variant.stylesheet}`).sort());
  });

  it('has a base stylesheet for every family', () => {
    expect(Object.keys(FAMILY_STYLESHEETS).sort()).toEqual([...VARIANT_FAMILIES].sort());
  });

  it('loads a brand’s family base and its own stylesheet', async () => {
    await expect(loadVariantStylesheets(VARIANTS[0]!)).resolves.toBeUndefined();
  });

  it('goes on without a stylesheet that cannot load (the form still works unstyled)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(loadVariantStylesheets({ ...VARIANTS[0]!, stylesheet: 'no-such-brand.css' })).resolves.toBeUndefined();
      const family = vi.spyOn(FAMILY_STYLESHEETS, 'standard').mockRejectedValueOnce(new Error('chunk failed'));
      await expect(loadVariantStylesheets(VARIANTS[0]!)).resolves.toBeUndefined();
      expect(family).toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load'), expect.any(Error));
    } finally {
      vi.restoreAllMocks();
    }
  });
});
