/**
 * `npm run size`: the JavaScript (gzip) a visitor of /login downloads before the sign-in screen shows,
 * for the default brand and for every brand, from the production build in dist/ (run `vite build`
 * first; this script builds nothing). Per brand: the entry chunk and its static imports, plus the
 * brand's own chunks (its family's base stylesheet and its own stylesheet, with anything they import).
 * Budget: every brand within 5 KB gzip of the default. A report: it exits 0 either way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DEFAULT_VARIANT_KEY, VARIANTS } from '../variants/registry.ts';
import type { Variant } from '../variants/types.ts';

const DIST = 'dist';
const MANIFEST = `${DIST}/.vite/manifest.json`;
const BUDGET_BYTES = 5 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
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

/** The files a manifest chunk loads at once: itself, its static imports (transitively), their CSS. */
function filesOf(key: string, seen = new Set<string>(), files = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
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

const largest = rows.reduce((worst, row) => (Math.abs(row.js - base.js) > Math.abs(worst.js - base.js) ? row : worst));
const difference = largest.js - base.js;
const brandCssInEntry = [...entryFiles].filter((file) => file.endsWith('.css') && readFileSync(`${DIST}/${file}`, 'utf8').includes('--brand-primary:'));
console.log(`
default brand (${DEFAULT_VARIANT_KEY}): JS ${kb(base.js)} KB, CSS ${kb(base.css)} KB
largest JS difference from the default: ${signed(difference)} KB (${difference === 0 ? 'every brand loads the same JS: its own chunks are CSS only' : largest.variant.key})
budget: within ${kb(BUDGET_BYTES)} KB of the default -> ${Math.abs(difference) <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}
brands' stylesheets in the entry CSS: ${brandCssInEntry.length ? `YES (${brandCssInEntry.join(', ')})` : 'none (each brand loads only its own)'}`);
