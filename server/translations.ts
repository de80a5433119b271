import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where Lingui keeps the catalogs (lingui.config.ts): src/locales/{locale}/messages.po. */
export const LOCALES_DIR = fileURLToPath(new URL('../src/locales/', import.meta.url));

/** One entry of a .po catalog: the message id (the source text) and its translation. */
export interface PoEntry {
  id: string;
  translation: string;
}

/** A served catalog: message id (or source text) to translation. */
export type TranslationCatalog = Record<string, string>;

/**
 * Reads a .po catalog as Lingui writes it: `msgid "…"` / `msgstr "…"` pairs (a value continued on
 * following `"…"` lines is joined), C escapes undone. Comments (including obsolete `#~` entries)
 * are ignored, and so is the header entry (empty msgid). Plural forms and contexts, which these
 * catalogs do not use, are refused rather than served wrong.
 */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let field: 'msgid' | 'msgstr' | null = null;
  let id: string | null = null;
  let translation: string | null = null;

  const flush = () => {
    if (id !== null && translation !== null && id !== '') entries.push({ id, translation });
    id = null;
    translation = null;
    field = null;
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const where = `line ${index + 1}`;
    if (line === '') return flush();
    if (line.startsWith('#')) return;
    const keyword = /^(msgid|msgstr|msgctxt|msgid_plural|msgstr\[\d+\])\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name, quoted] = keyword as unknown as [string, string, string];
      if (name === 'msgid') {
        if (id !== null) flush();
        id = unquote(quoted, where);
        field = 'msgid';
      } else if (name === 'msgstr') {
        if (id === null) throw new Error(`${where}: msgstr without msgid`);
        translation = unquote(quoted, where);
        field = 'msgstr';
      } else {
        throw new Error(`${where}: ${name} is not supported (no plural forms or contexts in these catalogs)`);
      }
      return;
    }
    if (line.startsWith('"') && field !== null) {
      if (field === 'msgid') id = (id ?? '') + unquote(line, where);
      else translation = (translation ?? '') + unquote(line, where);
      return;
    }
    throw new Error(`${where}: cannot read ${JSON.stringify(line.slice(0, 40))}`);
  });
  flush();
  return entries;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

function unquote(quoted: string, where: string): string {
  if (!/^"(?:[^"\\]|\\.)*"$/.test(quoted)) throw new Error(`${where}: malformed string ${quoted}`);
  return quoted.slice(1, -1).replace(/\\(.)/g, (escape, character: string) => {
    const replacement = ESCAPES[character];
    if (replacement === undefined) throw new Error(`${where}: unknown escape ${escape}`);
    return replacement;
  });
}

/**
 * The catalog served for a locale. English is the source language, so each entry's translation is
 * its source text (msgstr, or the id when msgstr is empty). A Chinese entry not yet translated
 * (empty msgstr) shows its source text, as Lingui itself does.
 */
export function toCatalog(entries: PoEntry[]): TranslationCatalog {
  const catalog: TranslationCatalog = {};
  for (const { id, translation } of entries) catalog[id] = translation || id;
  return catalog;
}

/** The served languages: `ch` is the spec's name for Chinese, catalogued as `zh`; anything else is English. */
export const TRANSLATION_LANGUAGES = { en: 'en', zh: 'zh', ch: 'zh' } as const;
export type CatalogLocale = (typeof TRANSLATION_LANGUAGES)[keyof typeof TRANSLATION_LANGUAGES];

export function catalogLocaleOf(lang: string): CatalogLocale {
  const normalized = lang.toLowerCase();
  return Object.hasOwn(TRANSLATION_LANGUAGES, normalized) ? TRANSLATION_LANGUAGES[normalized as keyof typeof TRANSLATION_LANGUAGES] : 'en';
}

export function readCatalog(locale: CatalogLocale, localesDir = LOCALES_DIR): TranslationCatalog {
  const file = `${localesDir}${locale}/messages.po`;
  try {
    return toCatalog(parsePo(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`Cannot read the ${locale} translations (${file}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
