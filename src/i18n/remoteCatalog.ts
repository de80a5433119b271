import ky from 'ky';
import * as v from 'valibot';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** GET /assets/i18n/{lang}.json answers source text -> translation (server/routes/translations.ts). */
const ServedCatalogSchema = v.record(v.string(), v.string());

/** Where a served catalog comes from: the server (the app), or the .po file (tests). */
export type CatalogSource = (lang: string) => Promise<unknown>;

/**
 * Fetches the catalog the server serves, revalidated on every load (its ETag makes a repeat
 * cheap), so a text an operator corrected on the server shows without a rebuild (spec 01 §7).
 */
export const fetchCatalog: CatalogSource = (lang) => ky.get(`/assets/i18n/${encodeURIComponent(lang)}.json`, { retry: 1, cache: 'no-cache' }).json();

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
  const served = await source(lang);
  // valibot's record takes an array's indexes as keys: a catalog is an object.
  if (Array.isArray(served)) throw new Error(`/assets/i18n/${lang}.json is not a catalog`);
  return toLinguiMessages(v.parse(ServedCatalogSchema, served));
}
