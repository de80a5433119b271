import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Entry {
  id: string;
  translation: string;
}

/** The entries of a .po catalog (single-line msgid/msgstr, as Lingui writes them). */
function readCatalog(locale: string, name = 'messages'): Entry[] {
  const text = readFileSync(`src/locales/${locale}/${name}.po`, 'utf8');
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

  it('have the sign-in page\'s messages (signIn.po) among them, translated alike', () => {
    const signInEn = readCatalog('en', 'signIn');
    const signInZh = readCatalog('zh', 'signIn');
    expect(signInEn.length).toBeGreaterThan(0);
    expect(signInZh.map((e) => e.id).sort()).toEqual(signInEn.map((e) => e.id).sort());
    const whole = new Map(zh.map((entry) => [entry.id, entry.translation]));
    expect(signInZh.filter((entry) => whole.get(entry.id) !== entry.translation).map((entry) => entry.id)).toEqual([]);
  });
});
