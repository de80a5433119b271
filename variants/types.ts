/** The layout families every brand's sign-in screen belongs to (spec 01 §2 "Sign-in variant families"). */
export const VARIANT_FAMILIES = ['standard', 'dropdown', 'landing', 'landingOverlay', 'languageSelector'] as const;
export type VariantFamily = (typeof VARIANT_FAMILIES)[number];

/** Button texts the brands use (spec 01 §2); each is in the catalogs (src/i18n/knownMessages.ts). */
export const BUTTON_TEXTS = ['Login', 'LOGIN', 'SignIn', 'Sign in'] as const;
export type ButtonText = (typeof BUTTON_TEXTS)[number];

/** Placeholders the brands use; each is in the catalogs too. */
export const USER_ID_PLACEHOLDERS = ['User Id', 'User ID', 'Email'] as const;
export const PASSWORD_PLACEHOLDERS = ['Password'] as const;

/** A logo's size in CSS pixels (may be fractional: 460 x 175.88 is drawn from a 460 x 176 file). */
export interface LogoSize {
  width: number;
  height: number;
}

/** Per-brand layout extras beyond the stylesheet's colours. */
export interface VariantExtras {
  /** The logo is hidden when the host name contains this domain (spec 01 §2). */
  hideLogoOnDomain?: string;
  /** A background image in the brand's image folder, drawn by its stylesheet. */
  backgroundImage?: string;
  /** Landing pages: an image along the bottom of the page, in the brand's image folder. */
  bottomImage?: string;
}

/** One white-label brand: everything that differs between the ~75 sign-in screens. */
export interface Variant {
  /**
   * Registry key (letters, digits, hyphens): the brand is served locally at `<key>.localhost`, its
   * images live in /assets/login_styles/images_<key in lower case>/ (logo.png and any extras).
   */
  key: string;
  brand: string;
  /** Host names served as this brand (each host belongs to one brand). */
  hosts: string[];
  /** Logo size in CSS pixels, or null when the logo is hidden (size unset). */
  logo: LogoSize | null;
  buttonText: ButtonText;
  placeholders: { userId: (typeof USER_ID_PLACEHOLDERS)[number]; password: (typeof PASSWORD_PLACEHOLDERS)[number] };
  family: VariantFamily;
  /** The brand's stylesheet in variants/styles/, loaded only on its hosts, before the first render. */
  stylesheet: string;
  /**
   * Brand colours, as hex: the stylesheet declares them as --brand-primary and --brand-accent (a test
   * holds the two equal) and the logo generator paints with them.
   */
  colors: { primary: string; accent: string };
  extras?: VariantExtras;
}
