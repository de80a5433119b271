import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { activateLocale, loadWholeCatalog, setCatalogSourceForTests } from '../../src/i18n/i18n.ts';
import { servedCatalog } from './servedCatalog.ts';

beforeAll(async () => {
  // jsdom has no server: the catalog /assets/i18n/{lang}.json would serve comes from the .po file.
  setCatalogSourceForTests(servedCatalog);
  await activateLocale('en');
  // Tests render pages by themselves too, without the lazy routes that load the whole catalog.
  await loadWholeCatalog();
  // The app's pages are lazy chunks; loading their modules once here lets React.lazy resolve from
  // the module cache, so a test's first visit to a page does not wait for its transform.
  await Promise.all([
    import('../../src/views/changePassword/ChangePasswordPage.tsx'),
    import('../../src/views/terms/TermsPage.tsx'),
    import('../../src/views/home/HomePage.tsx'),
    import('../../src/views/notFound/NotFoundPage.tsx'),
    import('../../src/views/maintenance/MaintenancePage.tsx'),
    import('../../src/layouts/AdminLayout.tsx'),
    import('../../src/app/AdminPages.tsx'),
    import('../../src/app/SignedInFlowsGate.tsx'),
  ]);
}, 30_000);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
