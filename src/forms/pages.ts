import { createElement } from 'react';
import { lazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { FormDeclaration } from './formDeclaration.ts';
import { FORMS } from './formList.ts';
import { menuPaths } from '../menu/routeAccess.ts';

const FormPage = lazyRoute<{ form: FormDeclaration }>(() => import('./FormPage.tsx').then((m) => ({ default: m.FormPage })));

/** The routes of the declared forms, each behind its menu entry's rule (src/app/MenuRouteGuard.tsx). */
export const formPages: readonly PageRoute[] = FORMS.flatMap((form) => {
  const component = () => createElement(FormPage, { form });
  return form.path ? [{ path: form.path, component, guard: form.menuItem }] : menuPaths(form.menuItem).map((path) => ({ path, component }));
});
