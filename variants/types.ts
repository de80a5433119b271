/** The layout families every brand's sign-in screen belongs to (spec 01 §2 "Sign-in variant families"). */
export type VariantFamily = 'standard' | 'dropdown' | 'landing' | 'landingOverlay' | 'languageSelector';

/** One white-label brand: everything that differs between the ~75 sign-in screens. */
export interface Variant {
  /** Registry key; the logo lives at /assets/login_styles/images_<key in lower case>/logo.png. */
  key: string;
  brand: string;
  /** Host names served as this brand (each host belongs to one brand). */
  hosts: string[];
  /** Logo size in CSS pixels, or null to hide the logo. */
  logo: { width: number; height: number } | null;
  buttonText: 'Login' | 'LOGIN' | 'SignIn' | 'Sign in';
  placeholders: { userId: string; password: string };
  family: VariantFamily;
}
