import { createElement } from 'react';
import { lazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { JobScreenDeclaration } from './jobScreenDeclaration.ts';
import { JOB_SCREENS } from './jobScreenList.ts';
import { menuPaths } from '../menu/routeAccess.ts';

const JobScreenPage = lazyRoute<{ screen: JobScreenDeclaration }>(() => import('./JobScreenPage.tsx').then((m) => ({ default: m.JobScreenPage })));

/** The routes of the declared job screens, at their menu entry's paths or their own `path` (guarded by the entry's rule). */
export const jobScreenPages: readonly PageRoute[] = JOB_SCREENS.flatMap((screen) =>
  screen.path
    ? [{ path: screen.path, guard: screen.menuItem, component: () => createElement(JobScreenPage, { screen }), preload: JobScreenPage.preload }]
    : menuPaths(screen.menuItem).map((path) => ({ path, component: () => createElement(JobScreenPage, { screen }), preload: JobScreenPage.preload })),
);
