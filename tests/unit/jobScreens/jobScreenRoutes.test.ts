import { describe, expect, it } from 'vitest';
import { JOB_SCREENS } from '../../../src/jobScreens/jobScreenList.ts';
import { jobScreenPages } from '../../../src/jobScreens/pages.ts';
import { menuItemsAt, menuPaths } from '../../../src/menu/routeAccess.ts';

describe('declared job screens and the menu', () => {
  it('route every job screen at its menu entry’s paths (so the entry’s rule guards it), Credit Recalculation among them', () => {
    expect(JOB_SCREENS.map((screen) => screen.id)).toContain('creditRecalc');
    for (const screen of JOB_SCREENS.filter((declared) => !declared.path)) {
      const routes = jobScreenPages.filter((page) => menuPaths(screen.menuItem).includes(page.path));
      expect(routes.length, screen.id).toBeGreaterThan(0);
      for (const route of routes) expect(menuItemsAt(route.path), screen.id).toContain(screen.menuItem);
    }
    expect(jobScreenPages.map((page) => page.path)).toContain('/utilities/creditRecal');
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
