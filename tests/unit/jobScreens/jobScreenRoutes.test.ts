import { describe, expect, it } from 'vitest';
import { JOB_SCREENS } from '../../../src/jobScreens/jobScreenList.ts';
import { jobScreenPages } from '../../../src/jobScreens/pages.ts';
import { menuItemsAt, menuPaths } from '../../../src/menu/routeAccess.ts';

describe('declared job screens and the menu', () => {
  it('route every job screen at its menu entry’s paths (so the entry’s rule guards it), Credit Recalculation among them', () => {
    expect(JOB_SCREENS.map((screen) => screen.id)).toContain('creditRecalc');
    for (const screen of JOB_SCREENS.filter((s) => s.path === undefined)) {
      const routes = jobScreenPages.filter((page) => menuPaths(screen.menuItem).includes(page.path));
      expect(routes.length, screen.id).toBeGreaterThan(0);
      for (const route of routes) expect(menuItemsAt(route.path), screen.id).toContain(screen.menuItem);
    }
    expect(jobScreenPages.map((page) => page.path)).toContain('/utilities/creditRecal');
  });

  it('route a job screen with its own path there only, guarded by its menu entry (Out Setting processing)', () => {
    const own = JOB_SCREENS.filter((s) => s.path !== undefined);
    expect(own.map((s) => s.path)).toEqual(expect.arrayContaining(['/outset/outSetting/process', '/outset/outSetting2/process']));
    for (const screen of own) {
      expect(jobScreenPages.filter((page) => page.path === screen.path)).toEqual([expect.objectContaining({ guard: screen.menuItem })]);
    }
  });
});
