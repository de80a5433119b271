import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source language; Chinese ("ch" in the spec) is catalogued as "zh".
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
