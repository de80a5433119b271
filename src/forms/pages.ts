import { createElement } from 'react';
import { lazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { FormDeclaration } from './formDeclaration.ts';
import { FORMS } from './formList.ts';
import { menuPaths } from '../menu/routeAccess.ts';

const FormsPage = lazyRoute<{ forms: readonly FormDeclaration[] }>(() => import('./FormPage.tsx').then((m) => ({ default: m.FormsPage })));

/**
 * The routes of the declared forms, each behind its menu entry's rule (machines/menuGuard.machine.ts).
 * Forms that share a path share its page (Mobile: the number, the alert, the intake priority), in
 * the order of the form list; each shows when the URL is the one it asks for (`shownWhen`).
 */
export const formPages: readonly PageRoute[] = (() => {
  const byPath = new Map<string, { forms: FormDeclaration[]; guard?: PageRoute['guard'] }>();
  for (const form of FORMS) {
    const routes = form.path ? [{ path: form.path, guard: form.menuItem }] : menuPaths(form.menuItem).map((path) => ({ path, guard: undefined }));
    for (const { path, guard } of routes) {
      const page = byPath.get(path) ?? { forms: [], guard };
      page.forms.push(form);
      byPath.set(path, page);
    }
  }
  return [...byPath].map(([path, { forms, guard }]) => ({ path, component: () => createElement(FormsPage, { forms }), preload: FormsPage.preload, ...(guard ? { guard } : {}) }));
})();
