import { useSelector } from '@xstate/react';
import { toLocale } from '../../../i18n/i18n.ts';
import { useLocaleActor } from '../../../app/rootActor.tsx';
import { BrandHeading } from '../BrandLogo.tsx';
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
      <BrandHeading variant={variant} />
      {form}
    </div>
  );
}

/**
 * The selector speaks the spec's codes (en, ch); the locale machine owns the language: it loads the
 * catalog, switches without a reload and stores the choice (localStorage.locale = en | ch).
 */
function useLanguageChoice(): [LanguageCode, (code: LanguageCode) => void] {
  const locale = useLocaleActor();
  const value: LanguageCode = useSelector(locale, (s) => (s.context.requested === 'zh' ? 'ch' : 'en'));
  const choose = (code: LanguageCode) => locale.send({ type: 'CHANGE', locale: toLocale(code) });
  return [value, choose];
}
