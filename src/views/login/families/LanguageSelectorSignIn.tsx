import { useLingui } from '@lingui/react/macro';
import { activateLocale, toLocale } from '../../../i18n/i18n.ts';
import { rememberLocale } from '../../../i18n/storedLocale.ts';
import { BrandLogo } from '../BrandLogo.tsx';
import { LanguageSelector, type LanguageCode } from '../LanguageSelector.tsx';
import type { FamilyProps } from './types.ts';

/**
 * The bilingual brand (spec 01 §2): the standard screen with an English / Chinese selector. The
 * hidden Lang field of the form stays en whatever the screen's language.
 */
export function LanguageSelectorSignIn({ variant, form }: FamilyProps) {
  const [language, chooseLanguage] = useLanguageChoice();
  return (
    <div className="signin signin--standard signin--language" data-variant={variant.key} data-family={variant.family}>
      <LanguageSelector value={language} onChange={chooseLanguage} />
      <BrandLogo variant={variant} />
      {form}
    </div>
  );
}

/**
 * The adapter between the selector and the app's language until the locale machine takes it over:
 * the active catalog, and the choice stored as the spec's code (localStorage.locale = en | ch).
 */
function useLanguageChoice(): [LanguageCode, (code: LanguageCode) => void] {
  const { i18n } = useLingui();
  const value: LanguageCode = i18n.locale === 'zh' ? 'ch' : 'en';
  const choose = (code: LanguageCode) => {
    const locale = toLocale(code);
    rememberLocale(locale);
    void activateLocale(locale);
  };
  return [value, choose];
}
