import { describe, expect, it } from 'vitest';
import { sharedByPages, staticGraph } from '../../../scripts/vite/graphChunks.ts';

/** A module graph: static imports and dynamic ones per module. */
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  entry: { importedIds: ['react'], dynamicallyImportedIds: ['frame'] },
  react: { importedIds: [], dynamicallyImportedIds: [] },
  frame: { importedIds: ['react', 'menu'], dynamicallyImportedIds: ['pageA', 'pageB', 'pageC'] },
  menu: { importedIds: ['money'], dynamicallyImportedIds: [] },
  money: { importedIds: [], dynamicallyImportedIds: [] },
  pageA: { importedIds: ['modal', 'table', 'react'], dynamicallyImportedIds: [] },
  pageB: { importedIds: ['modal', 'pageC'], dynamicallyImportedIds: [] },
  pageC: { importedIds: ['chart'], dynamicallyImportedIds: [] },
  modal: { importedIds: ['button'], dynamicallyImportedIds: [] },
  button: { importedIds: [], dynamicallyImportedIds: [] },
  table: { importedIds: [], dynamicallyImportedIds: [] },
  chart: { importedIds: [], dynamicallyImportedIds: [] },
};
const infoOf = (id: string) => GRAPH[id] ?? null;

describe('the chunks cut along the loading path (scripts/vite/graphChunks.ts)', () => {
  it('follows static imports all the way, never dynamic ones', () => {
    expect([...staticGraph(['frame'], infoOf)].sort()).toEqual(['frame', 'menu', 'money', 'react']);
    expect([...staticGraph(['entry'], infoOf)].sort()).toEqual(['entry', 'react']);
  });

  it('shares what two or more pages reach, less what is placed already, the pages themselves left out', () => {
    const taken = staticGraph(['entry'], infoOf);
    // modal and button: pages A and B; pageC is a page of its own (reached by B too), chart only through it.
    expect([...sharedByPages(['pageA', 'pageB', 'pageC'], taken, infoOf)].sort()).toEqual(['button', 'chart', 'modal']);
  });
});
