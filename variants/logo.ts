import type { LogoSize, Variant } from './types.ts';

/** The size a sizeless brand's logo file is drawn at (the most common size, spec 01 §2). */
export const DEFAULT_LOGO_FILE_SIZE: LogoSize = { width: 331, height: 163 };

/** The folder of a brand's static images (spec 01 §2): the key in lower case. */
export function imagesFolder(key: string): string {
  return `/assets/login_styles/images_${key.toLowerCase()}`;
}

/** Where a brand's logo is served from. */
export function logoPath(key: string): string {
  return `${imagesFolder(key)}/logo.png`;
}

/**
 * The pixel size of a brand's logo file: its display size rounded to whole pixels (460 x 175.88 is
 * drawn from a 460 x 176 file and shown at 175.88), or the default size when the logo is hidden.
 */
export function logoFileSize(logo: LogoSize | null): LogoSize {
  const size = logo ?? DEFAULT_LOGO_FILE_SIZE;
  return { width: Math.round(size.width), height: Math.round(size.height) };
}

/**
 * The logo a brand shows on a host (spec 01 §2): its size, or null when hidden, because its size is
 * unset or because the host name contains the domain on which the brand hides its logo.
 */
export function logoForHost(variant: Variant, hostname: string): LogoSize | null {
  const domain = variant.extras?.hideLogoOnDomain?.toLowerCase();
  if (domain && hostname.toLowerCase().includes(domain)) return null;
  return variant.logo;
}
