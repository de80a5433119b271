/**
 * `npm run size`: the JavaScript (gzip) a visitor of /login downloads before the sign-in screen shows,
 * for the default brand and for every brand, from the production build in dist/ (run `vite build`
 * first; this script builds nothing). Per brand: the entry chunk and its static imports, plus the
 * brand's own chunks (its family's base stylesheet and its own stylesheet, with anything they import).
 * Then every lazy chunk's own JS, by area (scripts/sizeAreas.ts).
 * Budgets: the sign-in page's JS at most 100 KB; every brand's JS and CSS within 5 KB gzip of the
 * default's; each area's pages within the area's budget. A report: it exits 0 either way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DEFAULT_VARIANT_KEY, VARIANTS } from '../variants/registry.ts';
import type { Variant } from '../variants/types.ts';
import { AREAS, areaOf, GROUP_CHUNKS, SHELL_BUDGET_KB, SHELL_SOURCES } from './sizeAreas.ts';

const DIST = 'dist';
const MANIFEST = `${DIST}/.vite/manifest.json`;
const BUDGET_BYTES = 5 * 1024;
/** The sign-in page's initial JS (issue 24). */
const SIGN_IN_BUDGET_BYTES = 100 * 1024;

interface ManifestChunk {
  file: string;
  /** The chunk's name: a chunk group's name for the groups of vite.config.ts. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

if (!existsSync(MANIFEST)) {
  console.error(`No ${MANIFEST}: build the app first (npx vite build, or npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk of the manifest by its key (a source path, or a shared chunk's file key), or by the name of a chunk group (vite.config.ts). */
const chunkAt = (key: string) => manifest[key] ?? Object.entries(manifest).find(([other, chunk]) => other.endsWith('.js') && chunk.name === key)?.[1];

/** The files a manifest chunk loads at once: itself, its static imports (transitively), their CSS. */
function filesOf(key: string, seen = new Set<string>(), files = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = chunkAt(key);
  if (!chunk) throw new Error(`${key} is not in ${MANIFEST}: is dist/ from an older build?`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, seen, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error(`${MANIFEST} has no entry chunk`);
const entryFiles = filesOf(entryKey);

function initialLoad(variant: Variant) {
  const files = new Set(entryFiles);
  for (const key of [`variants/styles/families/${variant.family}.css`, `variants/styles/${variant.stylesheet}`]) {
    for (const file of filesOf(key)) files.add(file);
  }
  const sum = (suffix: string) => [...files].filter((file) => file.endsWith(suffix)).reduce((total, file) => total + gzipBytes(file), 0);
  return { js: sum('.js'), css: sum('.css') };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '-'}${kb(Math.abs(bytes))}`;

const defaultVariant = VARIANTS.find((variant) => variant.key === DEFAULT_VARIANT_KEY)!;
const base = initialLoad(defaultVariant);
const rows = VARIANTS.map((variant) => ({ variant, ...initialLoad(variant) }));

console.log(`Initial load of /login, gzip KB (level 9), from ${DIST}/ (entry ${manifest[entryKey]!.file}):\n`);
const header = ['key', 'family', 'JS', 'JS vs default', 'CSS', 'CSS vs default'];
const table = [
  header,
  ...rows.map(({ variant, js, css }) => [variant.key, variant.family, kb(js), signed(js - base.js), kb(css), signed(css - base.css)]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
for (const row of table) console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));

const furthest = (of: 'js' | 'css') => rows.reduce((worst, row) => (Math.abs(row[of] - base[of]) > Math.abs(worst[of] - base[of]) ? row : worst));
const verdict = (within: boolean) => (within ? 'within budget' : 'OVER BUDGET');
const largest = furthest('js');
const difference = largest.js - base.js;
const largestCss = furthest('css');
const cssDifference = largestCss.css - base.css;
const brandCssInEntry = [...entryFiles].filter((file) => file.endsWith('.css') && readFileSync(`${DIST}/${file}`, 'utf8').includes('--brand-primary:'));
console.log(`
default brand (${DEFAULT_VARIANT_KEY}): JS ${kb(base.js)} KB, CSS ${kb(base.css)} KB
sign-in page JS budget: at most ${kb(SIGN_IN_BUDGET_BYTES)} KB -> ${verdict(base.js <= SIGN_IN_BUDGET_BYTES)}
largest JS difference from the default: ${signed(difference)} KB (${difference === 0 ? 'every brand loads the same JS: its own chunks are CSS only' : largest.variant.key})
budget: within ${kb(BUDGET_BYTES)} KB of the default -> ${verdict(Math.abs(difference) <= BUDGET_BYTES)}
largest CSS difference from the default: ${signed(cssDifference)} KB (${largestCss.variant.key})
budget: within ${kb(BUDGET_BYTES)} KB of the default -> ${verdict(Math.abs(cssDifference) <= BUDGET_BYTES)}
brands' stylesheets in the entry CSS: ${brandCssInEntry.length ? `YES (${brandCssInEntry.join(', ')})` : 'none (each brand loads only its own)'}`);

// Every lazy chunk's own JS: what loading it adds to the entry, and for a signed-in page to the shell too.
const jsOf = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipBytes(file), 0);
const shellFiles = new Set([...SHELL_SOURCES.flatMap((key) => [...filesOf(key)])].filter((file) => !entryFiles.has(file)));
const ownFiles = (key: string, beforeShell = false) => [...filesOf(key)].filter((file) => !entryFiles.has(file) && (beforeShell || !shellFiles.has(file)));
// Lazy: a dynamic import's own chunk, or a chunk group cut along the loading path (its key `_<name>-<hash>.js`).
const isGroup = (key: string) => GROUP_CHUNKS.some((name) => key.startsWith(`_${name}-`));
const lazyChunks = Object.keys(manifest).filter(
  (key) => (manifest[key]!.isDynamicEntry || isGroup(key)) && !SHELL_SOURCES.some((source) => chunkAt(source) === manifest[key]) && !key.endsWith('.css'),
);
console.log(`\nLazy chunks, own JS gzip KB (what each adds to the entry, and a signed-in page to the shell):\n`);
const shellJs = jsOf(shellFiles);
console.log(`shell (frame, route table, signed-in flows, whole English catalog): ${kb(shellJs)} KB, budget ${SHELL_BUDGET_KB} KB -> ${verdict(shellJs <= SHELL_BUDGET_KB * 1024)}`);
let unfiled = 0;
for (const area of AREAS) {
  const pages = lazyChunks.filter((key) => areaOf(key) === area).map((key) => ({ key, js: jsOf(ownFiles(key, area.beforeShell)) }));
  const worst = Math.max(0, ...pages.map((page) => page.js));
  console.log(`\n${area.name}: budget ${area.budgetKb} KB a page -> ${verdict(worst <= area.budgetKb * 1024)}`);
  for (const page of pages.sort((a, b) => b.js - a.js)) console.log(`  ${kb(page.js).padStart(7)}  ${page.key}`);
}
for (const key of lazyChunks.filter((chunk) => !areaOf(chunk))) {
  unfiled += 1;
  console.log(`  no area: ${key} (${kb(jsOf(ownFiles(key)))} KB): file it in scripts/sizeAreas.ts`);
}
if (unfiled) console.log(`\n${unfiled} lazy chunk(s) in no area`);
