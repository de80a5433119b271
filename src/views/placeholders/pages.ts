import type { PageRoute } from '../../app/pageRoute.ts';
import { placeholderDestinations } from './destinations.ts';
import { placeholderComponent } from './PlaceholderPage.tsx';

/**
 * Menu destinations whose screens are not in this release (issue 7): each gets the page header with
 * its title and a plain notice, never fake data. A path that another area builds is left to it.
 */
export function placeholderPages(builtPaths: ReadonlySet<string>): readonly PageRoute[] {
  return placeholderDestinations(builtPaths).map(({ path, title }) => ({ path, component: placeholderComponent(title) }));
}
