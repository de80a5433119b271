import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useLocaleActor } from '../../app/rootActor.tsx';
import type { Locale } from '../../../machines/locale.machine.ts';

// Each language is named in itself, so a reader of either can find theirs.
const CHOICES: { locale: Locale; label: string; lang: string }[] = [
  { locale: 'en', label: 'English', lang: 'en' },
  { locale: 'zh', label: '中文', lang: 'zh' },
];

/** English / Chinese, switched without a reload and remembered (spec 01 §9, spec 02 §2.3). */
export function LanguageToggle() {
  const locale = useLocaleActor();
  const { t } = useLingui();
  const current = useSelector(locale, (s) => s.context.requested);
  const busy = useSelector(locale, (s) => s.hasTag('busy'));
  return (
    <div className="language-toggle" role="group" aria-label={t`Language`}>
      {CHOICES.map((choice) => (
        <button
          key={choice.locale}
          type="button"
          lang={choice.lang}
          className="language-toggle__choice"
          aria-pressed={current === choice.locale}
          disabled={busy}
          onClick={() => locale.send({ type: 'CHANGE', locale: choice.locale })}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
