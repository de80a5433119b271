import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../lingui.config.ts';

/**
 * English bundles only the sign-in catalog (src/locales/en/signIn.po) in the entry chunk; every other
 * page loads the whole catalog first (App.tsx). A message in a module the entry loads, missing from
 * the sign-in catalog, would show as its id on the sign-in page: so every such module must be in the
 * sign-in catalog's include (lingui.config.ts). The entry's modules: src/main.tsx and its static
 * imports, transitively (a dynamic import() starts a chunk of its own).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm;
const USES_MACRO = /from '@lingui\/(?:core\/macro|react\/macro|macro)'/;

function entryModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!/\.tsx?$/.test(file)) return seen;
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    // A type-only import is erased: it loads nothing.
    if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
    const target = resolve(dirname(file), (match[1] ?? match[2])!);
    if (existsSync(target)) entryModules(target, seen);
  }
  return seen;
}

const signInCatalog = config.catalogs!.find((catalog) => catalog.path.endsWith('/signIn'))!;
const included = (file: string) =>
  signInCatalog.include.some((pattern) => {
    const path = resolve(pattern.replace('<rootDir>', ROOT));
    return file === path || file.startsWith(`${path}/`);
  });

describe('the sign-in catalog', () => {
  const modules = [...entryModules(resolve(ROOT, 'src/main.tsx'))];

  it('follows the entry through its static imports', () => {
    expect(modules.map((file) => relative(ROOT, file))).toEqual(expect.arrayContaining(['src/views/login/LoginPage.tsx', 'src/i18n/i18n.ts']));
    // The signed-in area is not in the entry: its flows and pages come with their own chunks.
    expect(modules.map((file) => relative(ROOT, file))).not.toContain('src/app/signedInFlows.ts');
  });

  it('includes every module of the entry that has messages', () => {
    const withMessages = modules.filter((file) => USES_MACRO.test(readFileSync(file, 'utf8')));
    expect(withMessages.length).toBeGreaterThan(0);
    expect(withMessages.filter((file) => !included(file)).map((file) => relative(ROOT, file))).toEqual([]);
  });
});
