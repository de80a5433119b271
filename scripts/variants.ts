/**
 * `npm run variants`: the white-label registry (variants/registry.ts) as a table, one brand a line,
 * checked against its schema first. `npm run --silent variants -- --json` prints it as JSON instead,
 * with each brand's local URL and logo path.
 */
import { DEFAULT_VARIANT_KEY, VARIANTS } from '../variants/registry.ts';
import { registryIssues } from '../variants/schema.ts';
import { logoPath } from '../variants/logo.ts';
import { VARIANT_FAMILIES, type Variant } from '../variants/types.ts';

const LOCAL_PORT = 4173;

const localUrl = (variant: Variant) => `http://${variant.key.toLowerCase()}.localhost:${LOCAL_PORT}/login`;
const logoText = (variant: Variant) => (variant.logo ? `${variant.logo.width}x${variant.logo.height}` : 'hidden');
const extrasText = (variant: Variant) =>
  Object.entries(variant.extras ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

const issues = registryIssues(VARIANTS);
if (issues.length) {
  console.error(`The registry is invalid:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
  process.exitCode = 1;
}

if (process.argv.includes('--json')) {
  const variants = VARIANTS.map((variant) => ({ ...variant, localUrl: localUrl(variant), logoPath: logoPath(variant.key) }));
  console.log(JSON.stringify({ defaultKey: DEFAULT_VARIANT_KEY, count: VARIANTS.length, variants }, null, 2));
} else {
  const columns: [string, (variant: Variant) => string][] = [
    ['key', (variant) => variant.key],
    ['brand', (variant) => variant.brand],
    ['family', (variant) => variant.family],
    ['logo', logoText],
    ['button', (variant) => variant.buttonText],
    ['user field', (variant) => variant.placeholders.userId],
    ['password field', (variant) => variant.placeholders.password],
    ['stylesheet', (variant) => variant.stylesheet],
    ['colours', (variant) => `${variant.colors.primary} ${variant.colors.accent}`],
    ['extras', extrasText],
    ['hosts', (variant) => variant.hosts.join(', ')],
  ];
  const rows = [columns.map(([title]) => title), ...VARIANTS.map((variant) => columns.map(([, cell]) => cell(variant)))];
  const widths = columns.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ');
  console.log(line(rows[0]!));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows.slice(1)) console.log(line(row));
  const byFamily = VARIANT_FAMILIES.map((family) => `${family} ${VARIANTS.filter((variant) => variant.family === family).length}`);
  console.log(`\n${VARIANTS.length} brands (${byFamily.join(', ')}); unknown hosts get "${DEFAULT_VARIANT_KEY}".`);
  console.log(`Every brand is served locally at http://<key>.localhost:${LOCAL_PORT}/login (npm start).`);
}
