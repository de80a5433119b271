import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source language; Chinese ("ch" in the spec) is catalogued as "zh".
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  // Developer tools (src/devtools) are not user-facing and stay out of the catalogs.
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['<rootDir>/src/devtools'] }],
  format: formatter({ lineNumbers: false }),
});
