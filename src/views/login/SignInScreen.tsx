import type { ComponentType } from 'react';
import type { VariantFamily } from '../../../variants/types.ts';
import { useVariant } from '../../app/variantContext.tsx';
import { LoginPage } from './LoginPage.tsx';
import { StandardSignIn } from './families/StandardSignIn.tsx';
import { DropdownSignIn } from './families/DropdownSignIn.tsx';
import { LandingSignIn } from './families/LandingSignIn.tsx';
import { LandingOverlaySignIn } from './families/LandingOverlaySignIn.tsx';
import { LanguageSelectorSignIn } from './families/LanguageSelectorSignIn.tsx';
import type { FamilyProps } from './families/types.ts';

/** The one place a brand's family picks its layout (spec 01 §2 "Sign-in variant families"). */
const FAMILY_VIEWS: Record<VariantFamily, ComponentType<FamilyProps>> = {
  standard: StandardSignIn,
  dropdown: DropdownSignIn,
  landing: LandingSignIn,
  landingOverlay: LandingOverlaySignIn,
  languageSelector: LanguageSelectorSignIn,
};

/**
 * The /login screen of the brand this host serves: its family's layout around the one sign-in form,
 * so every brand drives the same signIn and captcha machines.
 */
export function SignInScreen() {
  const variant = useVariant();
  const Family = FAMILY_VIEWS[variant.family];
  return <LoginPage frame={(form) => <Family variant={variant} form={form} />} />;
}
