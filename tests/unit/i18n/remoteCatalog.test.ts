import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n, setCatalogSourceForTests } from '../../../src/i18n/i18n.ts';
import { loadCatalog, toLinguiMessages } from '../../../src/i18n/remoteCatalog.ts';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { servedCatalog } from '../../support/servedCatalog.ts';

/**
 * Spec 01 §7: the non-default catalogue comes from GET /assets/i18n/{lang}.json at run time, so a
 * text corrected on the server shows without a rebuild. The served catalog is source text ->
 * translation; the app turns it into Lingui's messages (id from the source text, compiled).
 */
const generatedId = (source: string) => generateMessageId(source);

describe('the Chinese catalog from /assets/i18n/zh.json', () => {
  afterAll(async () => {
    setCatalogSourceForTests(servedCatalog);
    await activateLocale('en');
  });

  it('shows what the server serves, not a copy in the bundle', async () => {
    const asked: string[] = [];
    setCatalogSourceForTests(async (lang) => {
      asked.push(lang);
      return { ...(await servedCatalog('zh')), 'User Id': '用户名（已更正）' };
    });
    await activateLocale('zh');
    expect(asked).toEqual(['zh']);
    expect(i18n.locale).toBe('zh');
    expect(i18n._(generatedId('User Id'))).toBe('用户名（已更正）');
  });

  it('compiles placeholders', () => {
    const messages = toLinguiMessages({ '{0} of {1}': '{0} / {1}' });
    i18n.load('zh', messages);
    i18n.activate('zh');
    expect(i18n._(generatedId('{0} of {1}'), { 0: 3, 1: 7 })).toBe('3 / 7');
  });

  it('refuses an answer that is not a catalog (the language stays as it was)', async () => {
    await expect(loadCatalog('zh', async () => ['not', 'a', 'catalog'])).rejects.toThrow();
    await expect(loadCatalog('zh', async () => ({ 'User Id': 42 }))).rejects.toThrow();
  });

  it('gives every served entry its Lingui id', async () => {
    const served = await servedCatalog('zh');
    const messages = toLinguiMessages(served);
    expect(Object.keys(messages).length).toBe(Object.keys(served).length);
  });
});
