import { useLingui } from '@lingui/react/macro';

/** The languages offered on the sign-in screen, by the spec's codes (spec 01 §2, §9). */
export type LanguageCode = 'en' | 'ch';

/** Each language is named in itself, as language choosers do, so its label is never translated. */
const LANGUAGES: { code: LanguageCode; label: string; lang: string }[] = [
  { code: 'en', label: 'English', lang: 'en' },
  { code: 'ch', label: '中文', lang: 'zh' },
];

/**
 * The English / Chinese selector of the bilingual brand (spec 01 §2): shows `value`, reports a
 * choice through `onChange`; where the choice goes (a locale machine, local storage) is the caller's.
 */
export function LanguageSelector({ value, onChange }: { value: LanguageCode; onChange: (code: LanguageCode) => void }) {
  const { t } = useLingui();
  return (
    <div className="language-selector" role="group" aria-label={t`Language`}>
      {LANGUAGES.map(({ code, label, lang }) => (
        <button
          key={code}
          type="button"
          lang={lang}
          className="language-selector__option"
          aria-pressed={value === code}
          onClick={() => {
            if (value !== code) onChange(code);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
