import { expect, it } from 'vitest';
import { SCREEN_MODULES } from '../../../src/screens/screenList.ts';
import { isScreenDeclaration } from '../../../src/screens/isScreenDeclaration.ts';
import { SCREEN_INDEX } from '../../../src/screens/screenIndex.ts';

/**
 * src/screens/screenIndex.ts is written from the declarations by this test: what the route table
 * needs of each screen before its declaration loads. A declaration that changes its id, menu entry,
 * path, shown-when query or title fails it; `npm run screens:index` writes the index again.
 */
function indexSource(): string {
  const entries = Object.entries(SCREEN_MODULES)
    .flatMap(([file, module]) =>
      Object.values(module)
        .filter(isScreenDeclaration)
        .map((screen) => ({
          id: screen.id,
          file: file.replace(/^\.\/declarations\/|\.ts$/g, ''),
          menuItem: screen.menuItem,
          ...(screen.path ? { path: screen.path } : {}),
          ...(screen.shownWhen ? { shownWhen: screen.shownWhen } : {}),
          title: { id: screen.title.id, message: screen.title.message },
        })),
    )
    .sort((a, b) => a.id.localeCompare(b.id));
  return `// Written by tests/unit/screens/screenIndex.test.ts from src/screens/declarations/ (npm run screens:index): do not edit.
import type { ScreenEntry } from './screenEntry.ts';

/** Every data screen, as the route table needs it before the screen's declaration is loaded (screenEntry.ts). */
export const SCREEN_INDEX: readonly ScreenEntry[] = ${JSON.stringify(entries, null, 2)};
`;
}

it('the screen index says what every declaration says', async () => {
  await expect(indexSource()).toMatchFileSnapshot('../../../src/screens/screenIndex.ts');
  // And the module the app imports is that text.
  expect(SCREEN_INDEX.length).toBe(Object.values(SCREEN_MODULES).flatMap((module) => Object.values(module).filter(isScreenDeclaration)).length);
});
