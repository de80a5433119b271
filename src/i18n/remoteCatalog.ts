import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * GET /assets/i18n/{lang}.json answers source text -> translation (server/routes/translations.ts).
 * Checked by hand rather than with valibot and fetched with fetch rather than ky: this chunk then
 * shares no module with the sign-in page's, so the bundler keeps those in one chunk (smaller gzip).
 */
function servedCatalog(served: unknown, lang: string): Record<string, string> {
  if (typeof served !== 'object' || served === null || Array.isArray(served)) throw new Error(`/assets/i18n/${lang}.json is not a catalog`);
  for (const [source, translation] of Object.entries(served)) {
    if (typeof translation !== 'string') throw new Error(`/assets/i18n/${lang}.json: the translation of ${JSON.stringify(source)} is not text`);
  }
  return served as Record<string, string>;
}

/** Where a served catalog comes from: the server (the app), or the .po file (tests). */
export type CatalogSource = (lang: string) => Promise<unknown>;

/**
 * Fetches the catalog the server serves, revalidated on every load (its ETag makes a repeat
 * cheap), so a text an operator corrected on the server shows without a rebuild (spec 01 §7).
 */
export const fetchCatalog: CatalogSource = async (lang) => {
  const response = await fetch(`/assets/i18n/${encodeURIComponent(lang)}.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/assets/i18n/${lang}.json answered ${response.status}`);
  return response.json();
};

/**
 * The served catalog as Lingui's runtime wants it: keyed by the id the macro generates from the
 * source text (the same hash Lingui's compiler uses), each translation compiled (placeholders).
 */
export function toLinguiMessages(served: Record<string, string>): Messages {
  const messages: Messages = {};
  for (const [source, translation] of Object.entries(served)) messages[generateMessageId(source)] = compileMessage(translation);
  return messages;
}

/** Loads, checks and compiles a served catalog; a malformed answer fails (the language stays as it was). */
export async function loadCatalog(lang: string, source: CatalogSource = fetchCatalog): Promise<Messages> {
  return toLinguiMessages(servedCatalog(await source(lang), lang));
}
