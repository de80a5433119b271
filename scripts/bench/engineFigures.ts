/**
 * The server figures of issue 24 (settlement, the 10 000-row page, CSV export) as budget figures, one
 * per database engine: PGlite always, PostgreSQL when DATABASE_URL is set. Without it the report says
 * PostgreSQL was not run, so a figure of one engine is never read as both.
 */
import type { BudgetFigure } from './benchmark.ts';
import { benchDataScreens, CSV_BUDGET_ROWS_PER_SECOND, CSV_ROWS, PAGE_BUDGET_MS, type DataScreensBench } from './dataScreens.ts';
import { benchSettlement, SETTLEMENT_BUDGET_PER_SECOND, type SettlementRun } from './settlement.ts';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Appended when DATABASE_URL is unset. */
const postgresNotRun = (): BudgetFigure[] =>
  process.env.DATABASE_URL
    ? []
    : [{ label: 'PostgreSQL', value: 'not run', budget: 'set DATABASE_URL to run it', withinBudget: true }];

/** Both data-screen figures come from one database of a million tickets per engine, built once. */
let dataScreensRun: Promise<DataScreensBench[]> | undefined;
const dataScreens = () => (dataScreensRun ??= benchDataScreens());

export async function pageFigures(): Promise<BudgetFigure[]> {
  const runs = await dataScreens();
  return [
    ...runs.map((run): BudgetFigure => {
      const ms = Math.max(run.page.firstMs, run.page.deepMs);
      return {
        label: `${run.engine}, slower of page 1 and page ${run.page.deepIndex}`,
        value: `${ms.toFixed(0)} ms`,
        budget: `${PAGE_BUDGET_MS} ms`,
        withinBudget: ms <= PAGE_BUDGET_MS,
        detail: [
          `1 000 000 tickets inserted set-based in ${run.insertSeconds.toFixed(1)} s; the member's query has ${integer.format(run.page.total)} rows`,
          ...run.page.detail,
        ],
      };
    }),
    ...postgresNotRun(),
  ];
}

export async function csvFigures(): Promise<BudgetFigure[]> {
  const runs = await dataScreens();
  return [
    ...runs.map(({ engine, csv }): BudgetFigure => ({
      label: `${engine}, ${integer.format(csv.rows)} rows`,
      value: `${integer.format(csv.rowsPerSecond)} rows/s`,
      budget: `${integer.format(CSV_BUDGET_ROWS_PER_SECOND)} rows/s`,
      withinBudget: csv.rowsPerSecond >= CSV_BUDGET_ROWS_PER_SECOND,
      detail: [
        `${(csv.bytes / 1e6).toFixed(1)} MB of CSV in ${csv.seconds.toFixed(2)} s; this process's CPU ${csv.cpuSeconds.toFixed(2)} s ` +
          `(${((csv.cpuSeconds * 1000 * 1000) / csv.rows).toFixed(1)} ms per 1 000 rows: on PGlite the database's time too)` +
          (csv.backendSeconds === null
            ? '; the rest of the wall time is the database server and the wait for a core'
            : `, the PostgreSQL backends' CPU ${csv.backendSeconds.toFixed(2)} s (${((csv.backendSeconds * 1000 * 1000) / csv.rows).toFixed(1)} ms per 1 000 rows); ` +
              'the rest of the wall time is the wait for a core') +
          `, load average ${csv.load.toFixed(1)}`,
      ],
    })),
    ...postgresNotRun(),
  ];
}

export { CSV_ROWS };

/**
 * What bounds a settlement run: its slices' statements run one after another in a backend each (PGlite:
 * in this process, one slice), so that CPU caps the rate at entries / CPU seconds per core, times the
 * slices when each has a core of its own; wall time beyond it is waiting (for a core under load, for the
 * disk on commit, for the other slice's commit on the draw's progress row) and the finalisation.
 */
function settlementBound(r: SettlementRun): string {
  const cpu = r.backendCpuSeconds ?? (r.engine === 'PostgreSQL' ? null : r.nodeCpuSeconds);
  const where = r.engine === 'PostgreSQL' ? `the ${r.slices === 1 ? 'backend' : 'backends'}` : 'this process (the database runs in it)';
  const perCore = cpu === null ? 0 : r.entries / cpu;
  const onCores = r.slices > 1 ? `, ${integer.format(perCore * r.slices)} on ${r.slices} free cores` : '';
  const ceiling = cpu === null ? 'the backend\'s CPU is not readable here (server not on this machine)' : `${where} used ${cpu.toFixed(2)} s of CPU (${((cpu * 1e6) / r.entries).toFixed(2)} µs an entry): at most ${integer.format(perCore)} entries/s on one core${onCores}`;
  return `bound: ${ceiling}; Node ${r.nodeCpuSeconds.toFixed(2)} s of CPU; of the ${r.seconds.toFixed(2)} s, ${r.startSeconds.toFixed(2)} s starting (cutting the slices), ${r.finaliseSeconds.toFixed(2)} s finalising, the rest ${r.slices} ${r.slices === 1 ? 'slice' : 'slices at once'}; beyond the CPU is waiting (load average ${r.load.toFixed(1)})`;
}

export async function settlementFigures(): Promise<BudgetFigure[]> {
  const runs = await benchSettlement();
  return [
    ...runs.map((r): BudgetFigure => ({
      label: r.engine,
      value: `${integer.format(r.entriesPerSecond)} entries/s`,
      budget: `${integer.format(SETTLEMENT_BUDGET_PER_SECOND)} entries/s`,
      withinBudget: r.entriesPerSecond >= SETTLEMENT_BUDGET_PER_SECOND,
      detail: [
        `${integer.format(r.entries)} entries (${integer.format(r.tickets)} tickets, ${integer.format(r.strikes)} strikes) inserted in ${r.insertSeconds.toFixed(1)} s, settled in ${r.seconds.toFixed(2)} s`,
        settlementBound(r),
      ],
    })),
    ...postgresNotRun(),
  ];
}
