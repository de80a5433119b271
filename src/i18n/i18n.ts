import { i18n } from '@lingui/core';
import { messages as enMessages } from '../locales/en/messages.po';

/** Languages the product offers (spec 01 §9). The spec's "ch" is catalogued as "zh". */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Reads a stored or requested language code; `ch` is the spec's name for Chinese. */
export function toLocale(code: string | null | undefined): Locale {
  if (code === 'ch' || code === 'zh') return 'zh';
  return DEFAULT_LOCALE;
}

const loaders: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: async () => ({ messages: enMessages }),
  // Chinese is loaded only when chosen, so English users never download it.
  zh: () => import('../locales/zh/messages.po'),
};

export async function activateLocale(locale: Locale) {
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
}

export { i18n };
