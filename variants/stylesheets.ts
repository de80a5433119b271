import type { Variant, VariantFamily } from './types.ts';

/**
 * Every brand's stylesheet, each its own lazily loaded chunk: the main bundle carries only this map
 * of loaders, never the brands' CSS.
 */
export const BRAND_STYLESHEETS: Record<string, () => Promise<unknown>> = import.meta.glob('./styles/*.css');

/** Each family's shared base, loaded only for the brands of that family. */
export const FAMILY_STYLESHEETS: Record<VariantFamily, () => Promise<unknown>> = {
  standard: () => import('./styles/families/standard.css'),
  dropdown: () => import('./styles/families/dropdown.css'),
  landing: () => import('./styles/families/landing.css'),
  landingOverlay: () => import('./styles/families/landingOverlay.css'),
  languageSelector: () => import('./styles/families/languageSelector.css'),
};

/** The loader of a brand's own stylesheet (undefined when the file is missing: a test forbids that). */
export const brandStylesheet = (variant: Variant) => BRAND_STYLESHEETS[`./styles/${variant.stylesheet}`];

/**
 * Loads the brand's family base and its own stylesheet, in that order in the cascade (the brand's
 * wins), before the first render. A stylesheet that fails to load leaves the page unstyled rather
 * than blank: signing in still works.
 */
export async function loadVariantStylesheets(variant: Variant): Promise<void> {
  const loads = [FAMILY_STYLESHEETS[variant.family](), brandStylesheet(variant)?.()];
  const results = await Promise.allSettled(loads);
  for (const result of results) {
    if (result.status === 'rejected') console.warn(`The stylesheet of brand "${variant.key}" did not load`, result.reason);
  }
}
