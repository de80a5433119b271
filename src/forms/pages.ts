import { createElement } from 'react';
import { lazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { FormDeclaration } from './formDeclaration.ts';
import { FORMS } from './formList.ts';

const FormPage = lazyRoute<{ form: FormDeclaration }>(() => import('./FormPage.tsx').then((m) => ({ default: m.FormPage })));

/** The routes of the declared forms, each behind its menu entry's rule (src/app/MenuRouteGuard.tsx). */
export const formPages: readonly PageRoute[] = FORMS.map((form) => ({ path: form.path, component: () => createElement(FormPage, { form }) }));
