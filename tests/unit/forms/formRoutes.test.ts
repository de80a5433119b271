import { describe, expect, it } from 'vitest';
import { FORMS } from '../../../src/forms/formList.ts';
import { formPages } from '../../../src/forms/pages.ts';
import { menuItemsAt } from '../../../src/menu/routeAccess.ts';

describe('declared forms and the menu', () => {
  it('route every form at a path its own menu entry leads to, so that entry’s rule guards it', () => {
    for (const form of FORMS) expect(menuItemsAt(form.path), form.id).toContain(form.menuItem);
    expect(formPages.map((page) => page.path)).toEqual(FORMS.map((form) => form.path));
  });
  it('have one id and one path each', () => {
    expect(new Set(FORMS.map((form) => form.id)).size).toBe(FORMS.length);
    expect(new Set(FORMS.map((form) => form.path)).size).toBe(FORMS.length);
  });
});
