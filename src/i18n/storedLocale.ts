import type { Locale } from '../../machines/locale.machine.ts';
import { toLocale } from './i18n.ts';

/** localStorage key of the language; stored with the spec's codes, `en` or `ch`. */
const LOCALE_KEY = 'locale';

export const storedLocale = (): Locale => toLocale(localStorage.getItem(LOCALE_KEY));

export function rememberLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale === 'zh' ? 'ch' : 'en');
}
