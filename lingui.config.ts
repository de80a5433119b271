import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source language; Chinese ("ch" in the spec) is catalogued as "zh".
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  // Developer tools (src/devtools) are not user-facing and stay out of the catalogs.
  catalogs: [
    // The sign-in page's messages (the modules in the entry chunk: tests/unit/i18n/signInCatalog.test.ts
    // checks the list): English bundles only these; the whole catalog loads with any other page.
    {
      path: '<rootDir>/src/locales/{locale}/signIn',
      include: [
        '<rootDir>/src/views/login',
        '<rootDir>/src/views/language',
        '<rootDir>/src/views/versioning/UpdatePrompt.tsx',
        '<rootDir>/src/views/home/DownloadLinks.tsx',
        '<rootDir>/src/i18n/knownMessages.ts',
        '<rootDir>/src/widgets/Spinner.tsx',
      ],
    },
    // Every message: the server's /assets/i18n/{lang}.json and the signed-in area read this one.
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['<rootDir>/src/devtools'] },
  ],
  format: formatter({ lineNumbers: false }),
});
