import { readBuildManifest } from './buildManifest.ts';
import type { Variant } from '../../variants/types.ts';

/** The attribute that tells the app its brand's stylesheets are linked in the page already (main.tsx). */
export const BRAND_STYLESHEET_ATTRIBUTE = 'data-brand-stylesheet';

/**
 * The brand's stylesheets as links in the page: its family's base, then its own (the brand's wins in
 * the cascade), as the build manifest names them. The app then needs no loader for every brand's
 * stylesheet (variants/stylesheets.ts, issue 24), and the page is styled at its first paint.
 * Empty without a manifest (a build without one): the app loads them itself.
 */
export function brandStylesheetLinks(staticDir: string, variant: Variant): string {
  const manifest = readBuildManifest(staticDir);
  if (!manifest) return '';
  const files = [`variants/styles/families/${variant.family}.css`, `variants/styles/${variant.stylesheet}`].map((key) => manifest[key]?.file);
  // Both or neither: the app loads the pair itself when one is missing.
  if (files.some((file) => !file?.endsWith('.css'))) return '';
  return files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" ${BRAND_STYLESHEET_ATTRIBUTE} />`).join('\n    ');
}
