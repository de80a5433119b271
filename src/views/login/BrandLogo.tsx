import type { Variant } from '../../../variants/types.ts';
import { logoPath } from '../../../variants/logo.ts';

/**
 * The brand's logo at its own size (spec 01 §2), fractional sizes included (460 x 175.88); nothing
 * when the brand hides it. The alternative text is the brand's name.
 */
export function BrandLogo({ variant }: { variant: Variant }) {
  if (!variant.logo) return null;
  const { width, height } = variant.logo;
  return (
    <img
      className="brand-logo"
      src={logoPath(variant.key)}
      alt={variant.brand}
      // The largest paint of the sign-in page: fetched ahead of the rest (the server preloads it too, server/http/loginPreload.ts).
      fetchPriority="high"
      style={{ width: `${width}px`, height: `${height}px` }}
      data-testid="brand-logo"
    />
  );
}

/**
 * The sign-in screen's one level-one heading (WCAG 1.3.1, 2.4.6): the brand, read from the logo's
 * alternative text, or from a screen-reader-only name when the brand has no logo.
 */
export function BrandHeading({ variant }: { variant: Variant }) {
  return (
    <h1 className="signin__brand">
      {variant.logo ? <BrandLogo variant={variant} /> : <span className="visually-hidden">{variant.brand}</span>}
    </h1>
  );
}
