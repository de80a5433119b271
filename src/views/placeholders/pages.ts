import type { PageRoute } from '../../app/pageRoute.ts';

/** Menu destinations whose screens are not in this release (issue 7); never one that is built. */
export function placeholderPages(_builtPaths: ReadonlySet<string>): readonly PageRoute[] {
  return [];
}
