import type { Result } from 'lighthouse';
import type { MeasuredPage } from './pages.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A run's score of a category, 0-100. */
export const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The run whose performance score is the median of the page's runs (its figures are reported whole, not mixed). */
export function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const ms = (lhr: Result, id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? NaN)} ms`;

/** The page's lines: the four scores against the targets, the key metrics, and what each audit still finds. */
export function describePage(page: MeasuredPage, runs: Result[]): { lines: string[]; met: boolean } {
  const lhr = medianRun(runs);
  let met = true;
  const scores = CATEGORIES.map((category) => {
    const value = score(lhr, category);
    const target = category === 'seo' ? undefined : page.targets[category];
    if (target !== undefined && value < target) met = false;
    return `${category} ${value}${target === undefined ? '' : ` (target ${target}${value < target ? ', MISSED' : ''})`}`;
  });
  const unusedJs = lhr.audits['unused-javascript']?.details;
  const unusedBytes = unusedJs && 'overallSavingsBytes' in unusedJs ? Number(unusedJs.overallSavingsBytes ?? 0) : 0;
  const lines = [
    `${page.name}  ${lhr.finalDisplayedUrl}`,
    `  median of ${runs.length} runs (performance ${runs.map((run) => score(run, 'performance')).join(', ')}):`,
    `  ${scores.join(' | ')}`,
    `  FCP ${ms(lhr, 'first-contentful-paint')}, LCP ${ms(lhr, 'largest-contentful-paint')}, TBT ${ms(lhr, 'total-blocking-time')}, ` +
      `CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}, unused JS ${Math.round(unusedBytes / 1024)} KB`,
  ];
  for (const category of CATEGORIES) {
    const failing = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual');
    if (failing.length) lines.push(`  ${category} finds: ${failing.map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`).join(', ')}`);
  }
  return { lines, met };
}
