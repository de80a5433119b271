/**
 * The brand of any host that no variant names. Its own module: the signed-in frame needs it
 * (src/shell/hostTheme.ts) without the registry of every brand.
 */
export const DEFAULT_VARIANT_KEY = 'default';
