import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Entry {
  id: string;
  translation: string;
}

/** The entries of a .po catalog (single-line msgid/msgstr, as Lingui writes them). */
function readCatalog(locale: string): Entry[] {
  const text = readFileSync(`src/locales/${locale}/messages.po`, 'utf8');
  const entries = [...text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)];
  return entries.map(([, id, translation]) => ({ id: id!, translation: translation! })).filter((entry) => entry.id !== '');
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translation catalogs', () => {
  const en = readCatalog('en');
  const zh = readCatalog('zh');

  it('have the same messages in English and Chinese', () => {
    expect(zh.map((e) => e.id).sort()).toEqual(en.map((e) => e.id).sort());
    expect(en.length).toBeGreaterThan(0);
  });

  it('translate every message into Chinese', () => {
    expect(zh.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id)).toEqual([]);
  });

  it('keep every placeholder of a message in its translation', () => {
    const broken = zh.filter((entry) => JSON.stringify(placeholders(entry.id)) !== JSON.stringify(placeholders(entry.translation)));
    expect(broken.map((entry) => `${entry.id} -> ${entry.translation}`)).toEqual([]);
  });
});
