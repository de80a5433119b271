/**
 * What a benchmark in `npm run bench` is: a name, a budget in items per second, and a run that measures.
 * A benchmark reports; it never fails the run (budgets are watched, not gated).
 */
export interface BenchmarkResult {
  /** Items processed in one measured run (lines, requests...). */
  readonly count: number;
  /** Median seconds of one run. */
  readonly seconds: number;
  readonly perSecond: number;
}

export interface Benchmark {
  readonly name: string;
  /** What is counted, plural: "lines", "requests". */
  readonly unit: string;
  readonly budgetPerSecond: number;
  readonly run: () => BenchmarkResult | Promise<BenchmarkResult>;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatReport(benchmark: Benchmark, result: BenchmarkResult): string {
  const { unit, budgetPerSecond } = benchmark;
  const verdict = result.perSecond >= budgetPerSecond ? 'within budget' : 'OVER BUDGET';
  const rows: [string, string][] = [
    [unit, integer.format(result.count)],
    ['median', `${result.seconds.toFixed(4)} s`],
    [`${unit} per second`, integer.format(result.perSecond)],
    ['budget', `${integer.format(budgetPerSecond)} ${unit} per second`],
    ['result', `${verdict} (${(result.perSecond / budgetPerSecond).toFixed(2)}× the budget)`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return [benchmark.name, ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)} ${value}`)].join('\n');
}

/** One measured figure beside its budget (a ceiling: at most so many ms, so many rows). */
export interface BudgetFigure {
  readonly label: string;
  /** The figure as printed, with its unit. */
  readonly value: string;
  /** The budget as printed, with its unit. */
  readonly budget: string;
  readonly withinBudget: boolean;
  /** How it was measured, printed under the figure, a line each. */
  readonly detail?: readonly string[];
}

/** A benchmark measured as figures with ceilings rather than a rate (the DataTable in Chromium). */
export interface BudgetBenchmark {
  readonly name: string;
  readonly figures: () => Promise<readonly BudgetFigure[]>;
}

export function formatBudgetReport(benchmark: BudgetBenchmark, figures: readonly BudgetFigure[]): string {
  const over = figures.filter((figure) => !figure.withinBudget);
  const rows: [string, string][] = [];
  for (const figure of figures) {
    rows.push([figure.label, `${figure.value} (budget: ${figure.budget}, ${figure.withinBudget ? 'within budget' : 'OVER BUDGET'})`]);
    for (const line of figure.detail ?? []) rows.push(['', `  ${line}`]);
  }
  rows.push(['result', over.length === 0 ? 'within budget' : `OVER BUDGET: ${over.map((figure) => figure.label).join(', ')}`]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return [benchmark.name, ...rows.map(([label, value]) => `  ${(label ? `${label}:` : '').padEnd(width)} ${value}`)].join('\n');
}
