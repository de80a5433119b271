import { i18n, type Messages } from '@lingui/core';
import { messages as signInMessages } from '../locales/en/signIn.po';
import type { CatalogSource } from './remoteCatalog.ts';

/** Languages the product offers (spec 01 §9). The spec's "ch" is catalogued as "zh". */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Reads a stored or requested language code; `ch` is the spec's name for Chinese. */
export function toLocale(code: string | null | undefined): Locale {
  if (code === 'ch' || code === 'zh') return 'zh';
  return DEFAULT_LOCALE;
}

/** null: the server's /assets/i18n/{lang}.json; tests read the .po file instead. */
let catalogSource: CatalogSource | null = null;

/**
 * English, the source language, is in the bundle, in two parts: the sign-in page's messages
 * (src/locales/en/signIn.po, in the entry: the sign-in page never waits for them) and the whole
 * catalog, a chunk of its own that every other page loads first (loadWholeCatalog).
 */
let enMessages: Messages = signInMessages;
let wholeCatalog: Promise<void> | null = null;

/**
 * Loads the whole English catalog, once; the lazy pages wait for it before they render (App.tsx).
 * Chinese needs nothing: its served catalog is whole already. A failed load may be tried again.
 */
export function loadWholeCatalog(): Promise<void> {
  wholeCatalog ??= import('../locales/en/messages.po').then(
    ({ messages }) => {
      enMessages = messages;
      // Shown in English already: the new messages re-render what reads them.
      i18n.load('en', messages);
    },
    (error: unknown) => {
      wholeCatalog = null;
      throw error;
    },
  );
  return wholeCatalog;
}

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => enMessages,
  // Chinese comes from GET /assets/i18n/zh.json at run time (spec 01 §7), so an operator can
  // correct a text on the server without a rebuild; English users download neither it nor its
  // compiler (a lazy chunk).
  zh: async () => {
    const { fetchCatalog, loadCatalog } = await import('./remoteCatalog.ts');
    return loadCatalog('zh', catalogSource ?? fetchCatalog);
  },
};

export async function activateLocale(locale: Locale) {
  i18n.loadAndActivate({ locale, messages: await loaders[locale]() });
}

/** Tests only: where the served catalogs come from (jsdom has no server). */
export function setCatalogSourceForTests(source: CatalogSource | null) {
  catalogSource = source;
}

export { i18n };
