import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';

/**
 * What GET /assets/i18n/{lang}.json serves (source text -> translation, an untranslated entry as
 * its source text), read from src/locales/{locale}/messages.po with Lingui's own .po reader: jsdom
 * tests have no server to fetch it from.
 */
export async function servedCatalog(lang: string): Promise<Record<string, string>> {
  const locale = lang === 'zh' || lang === 'ch' ? 'zh' : 'en';
  const text = readFileSync(`src/locales/${locale}/messages.po`, 'utf8');
  const parsed = (await formatter({ lineNumbers: false }).parse(text, { locale, sourceLocale: 'en', filename: `${locale}/messages.po` } as never)) as Record<
    string,
    { message?: string; translation?: string; obsolete?: boolean }
  >;
  const catalog: Record<string, string> = {};
  for (const [id, entry] of Object.entries(parsed)) {
    if (!entry.obsolete) catalog[entry.message ?? id] = entry.translation || (entry.message ?? id);
  }
  return catalog;
}
