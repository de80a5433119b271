import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formatter } from '@lingui/format-po';
import { createApp } from '../../server/app.ts';
import { LOCALES_DIR, parsePo, toCatalog } from '../../server/translations.ts';
import { translationRoutes } from '../../server/routes/translations.ts';
import { startTestServer, type TestServer } from './testServer.ts';

/**
 * GET /assets/i18n/{lang}.json: the catalogs of src/locales/{en,zh}/messages.po as JSON objects
 * (source text -> translation). The expected entries come from Lingui's own .po reader, so the
 * server's small parser is checked against the tool that writes the files.
 */

const CatalogSchema = v.record(v.string(), v.string());
type Catalog = v.InferOutput<typeof CatalogSchema>;

/** Source text -> translation, as Lingui reads the catalog (obsolete entries left out). */
async function linguiCatalog(locale: 'en' | 'zh'): Promise<Catalog> {
  const text = readFileSync(join(LOCALES_DIR, locale, 'messages.po'), 'utf8');
  const parsed = (await formatter({ lineNumbers: false }).parse(text, { locale, sourceLocale: 'en', filename: `${locale}/messages.po` } as never)) as Record<
    string,
    { message?: string; translation?: string; obsolete?: boolean; context?: string | null }
  >;
  const catalog: Catalog = {};
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.obsolete) continue;
    expect(entry.context ?? null, id).toBeNull();
    catalog[entry.message ?? id] = entry.translation ?? '';
  }
  return catalog;
}

let server: TestServer;
let lingui: { en: Catalog; zh: Catalog };
beforeAll(async () => {
  server = await startTestServer();
  lingui = { en: await linguiCatalog('en'), zh: await linguiCatalog('zh') };
});
afterAll(async () => {
  await server?.close();
});

async function catalog(path: string, target: { request(path: string, init?: RequestInit): Response | Promise<Response> } = server.app) {
  const response = await target.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control'), path).toBe('no-cache');
  return v.parse(CatalogSchema, await response.json());
}

describe('GET /assets/i18n/{lang}.json', () => {
  it('answers English for en: every message of the catalog, its translation the source text', async () => {
    const en = await catalog('/assets/i18n/en.json');
    expect(Object.keys(en).length).toBeGreaterThan(100);
    expect(Object.keys(en).sort()).toEqual(Object.keys(lingui.en).sort());
    for (const [source, translation] of Object.entries(en)) expect(translation).toBe(source);
    expect(en).toMatchObject({ Agree: 'Agree', Administration: 'Administration', '-- Select --': '-- Select --' });
  });

  it('answers Chinese for zh: every entry is the translation in src/locales/zh/messages.po', async () => {
    const zh = await catalog('/assets/i18n/zh.json');
    expect(Object.keys(zh).sort()).toEqual(Object.keys(lingui.zh).sort());
    for (const [source, translation] of Object.entries(lingui.zh)) {
      // (An entry not translated yet would show its source text.)
      expect(zh[source], source).toBe(translation || source);
    }
    expect(zh).toMatchObject({ Agree: '同意', Administration: '管理', '-- Select --': '-- 请选择 --' });
    // Every message of the English catalog has a Chinese entry.
    expect(Object.keys(zh).sort()).toEqual(Object.keys(await catalog('/assets/i18n/en.json')).sort());
  });

  it('answers Chinese for ch (the spec name of zh), and for ZH and CH', async () => {
    const zh = await catalog('/assets/i18n/zh.json');
    for (const lang of ['ch', 'ZH', 'Ch']) expect(await catalog(`/assets/i18n/${lang}.json`), lang).toEqual(zh);
  });

  it('falls back to English for any other language', async () => {
    const en = await catalog('/assets/i18n/en.json');
    for (const lang of ['xx', 'fr', 'zh-CN', 'en-US', 'constructor', '__proto__', 'a.b', '%20']) {
      expect(await catalog(`/assets/i18n/${lang}.json`), lang).toEqual(en);
    }
  });

  it('leaves out the header entry of the .po files', async () => {
    for (const lang of ['en', 'zh']) {
      const body = await catalog(`/assets/i18n/${lang}.json`);
      expect(body['']).toBeUndefined();
      expect(Object.values(body).some((text) => text.includes('Content-Type:') || text.includes('X-Generator'))).toBe(false);
    }
  });

  it('needs no token and answers the same with one', async () => {
    const response = await server.app.request('/assets/i18n/zh.json', { headers: { authorization: 'Bearer garbage' } });
    expect(await response.json()).toEqual(await catalog('/assets/i18n/zh.json'));
  });

  it('revalidates with an ETag: 304 when unchanged, strong or weak, a different tag per language', async () => {
    const en = await server.app.request('/assets/i18n/en.json');
    const zh = await server.app.request('/assets/i18n/zh.json');
    const etag = en.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(zh.headers.get('etag')).not.toBe(etag);
    expect((await server.app.request('/assets/i18n/xx.json')).headers.get('etag')).toBe(etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await server.app.request('/assets/i18n/en.json', { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      expect(await again.text()).toBe('');
    }
    const changed = await server.app.request('/assets/i18n/zh.json', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  });

  it('is compressed for a client that accepts gzip', async () => {
    const response = await server.app.request('/assets/i18n/zh.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
  });

  it('answers before the built app: a file of the same name in the build does not shadow it', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'translations-static-'));
    try {
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
      mkdirSync(join(staticDir, 'assets', 'i18n'), { recursive: true });
      writeFileSync(join(staticDir, 'assets', 'i18n', 'en.json'), '{"stale":"copy"}');
      writeFileSync(join(staticDir, 'assets', 'i18n', 'notes.txt'), 'a static file');
      const built = createApp({ db: server.db, jobs: server.jobs, config: { ...server.config, staticDir }, signingKey: server.signingKey, now: server.now });
      expect(await catalog('/assets/i18n/en.json', built)).toEqual(await catalog('/assets/i18n/en.json'));
      expect(await catalog('/assets/i18n/ch.json', built)).toEqual(await catalog('/assets/i18n/zh.json'));
      // Other files of the build are still served, and client routes still get index.html.
      expect(await (await built.request('/assets/i18n/notes.txt')).text()).toBe('a static file');
      expect(await (await built.request('/login')).text()).toContain('<title>app</title>');
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await server.app.request('/assets/i18n/en.json', { method: 'HEAD' })).status).toBe(200);
    expect((await server.app.request('/assets/i18n/en.json', { method: 'POST' })).status).toBe(404);
  });
});

describe('reading a .po catalog', () => {
  const PO = [
    'msgid ""',
    'msgstr ""',
    '"Language: zh\\n"',
    '"Plural-Forms: \\n"',
    '',
    '#: src/a.tsx',
    '#. a comment for translators',
    'msgid "Agree"',
    'msgstr "同意"',
    '',
    'msgid "Say \\"hi\\"\\\\now"',
    'msgstr "说 \\"你好\\"\\n"',
    '',
    'msgid ""',
    '"A long message "',
    '"in two lines"',
    'msgstr ""',
    '"一条"',
    '"长消息"',
    '',
    'msgid "Not translated yet"',
    'msgstr ""',
    '',
    '#~ msgid "Obsolete"',
    '#~ msgstr "过时"',
    '',
  ].join('\r\n');

  it('reads single-line and continued pairs with their escapes, skipping the header, comments and obsolete entries', () => {
    expect(parsePo(PO)).toEqual([
      { id: 'Agree', translation: '同意' },
      { id: 'Say "hi"\\now', translation: '说 "你好"\n' },
      { id: 'A long message in two lines', translation: '一条长消息' },
      { id: 'Not translated yet', translation: '' },
    ]);
  });

  it('serves an untranslated entry as its source text', () => {
    expect(toCatalog(parsePo(PO))).toEqual({
      Agree: '同意',
      'Say "hi"\\now': '说 "你好"\n',
      'A long message in two lines': '一条长消息',
      'Not translated yet': 'Not translated yet',
    });
  });

  it('refuses what it cannot serve right: plural forms, contexts, broken lines', () => {
    expect(() => parsePo('msgctxt "menu"\nmsgid "Open"\nmsgstr "打开"')).toThrow(/line 1: msgctxt is not supported/);
    expect(() => parsePo('msgid "File"\nmsgid_plural "Files"\nmsgstr[0] "文件"')).toThrow(/line 2: msgid_plural is not supported/);
    expect(() => parsePo('msgid "Open"\nmsgstr "打开')).toThrow(/line 2/);
    expect(() => parsePo('msgid "Open"\nmsgstr "\\q"')).toThrow(/line 2: unknown escape/);
    expect(() => parsePo('msgstr "x"')).toThrow(/line 1: msgstr without msgid/);
  });

  it('builds the served catalogs when the routes are created, and fails loudly on a broken catalog', () => {
    const localesDir = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      for (const locale of ['en', 'zh']) {
        mkdirSync(join(localesDir, locale));
        writeFileSync(join(localesDir, locale, 'messages.po'), 'msgid "Open"\nmsgstr "打开');
      }
      expect(() => translationRoutes(`${localesDir}/`)).toThrow(/Cannot read the en translations .*messages\.po.*line 2/);
    } finally {
      rmSync(localesDir, { recursive: true, force: true });
    }
  });
});
