import { describe, expect, it } from 'vitest';
import { FORMS } from '../../../src/forms/formList.ts';
import { formPages } from '../../../src/forms/pages.ts';
import { menuItemsAt, menuPaths } from '../../../src/menu/routeAccess.ts';

describe('declared forms and the menu', () => {
  it('route every form at its menu entry’s paths, or at its own path guarded by that entry', () => {
    for (const form of FORMS) {
      const routes = formPages.filter((page) => page.path === form.path || (!form.path && menuPaths(form.menuItem).includes(page.path)));
      expect(routes.length, form.id).toBeGreaterThan(0);
      for (const route of routes) {
        if (form.path) expect(route.guard, form.id).toBe(form.menuItem);
        else expect(menuItemsAt(route.path), form.id).toContain(form.menuItem);
      }
    }
  });
  it('have one id each, and no two forms share a route', () => {
    expect(new Set(FORMS.map((form) => form.id)).size).toBe(FORMS.length);
    expect(new Set(formPages.map((page) => page.path)).size).toBe(formPages.length);
  });
});
