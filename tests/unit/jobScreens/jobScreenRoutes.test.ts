import { describe, expect, it } from 'vitest';
import { JOB_SCREENS } from '../../../src/jobScreens/jobScreenList.ts';
import { jobScreenPages } from '../../../src/jobScreens/pages.ts';
import { menuItemsAt, menuPaths } from '../../../src/menu/routeAccess.ts';

describe('declared job screens and the menu', () => {
  it('route every job screen at its menu entry’s paths, or at its own path guarded by that entry', () => {
    expect(JOB_SCREENS.map((screen) => screen.id)).toEqual(expect.arrayContaining(['creditRecalc', 'betSpecialGenerate']));
    for (const screen of JOB_SCREENS) {
      const routes = jobScreenPages.filter((page) => page.path === screen.path || (!screen.path && menuPaths(screen.menuItem).includes(page.path)));
      expect(routes.length, screen.id).toBeGreaterThan(0);
      for (const route of routes) {
        if (screen.path) expect(route.guard, screen.id).toBe(screen.menuItem);
        else expect(menuItemsAt(route.path), screen.id).toContain(screen.menuItem);
      }
    }
    expect(jobScreenPages.map((page) => page.path)).toEqual(expect.arrayContaining(['/utilities/creditRecal', '/outset/betSpecial/generate']));
    expect(new Set(jobScreenPages.map((page) => page.path)).size).toBe(jobScreenPages.length);
  });

  it('route a job screen with a path of its own there, guarded by its menu entry’s rule (the distributor rule outset)', () => {
    const own = JOB_SCREENS.filter((screen) => screen.path);
    expect(own.map((screen) => screen.id)).toContain('distributorOutset');
    for (const screen of own) {
      expect(jobScreenPages.filter((page) => page.path === screen.path).map((page) => page.guard)).toEqual([screen.menuItem]);
      expect(menuPaths(screen.menuItem), screen.id).not.toContain(screen.path);
    }
  });
});
