/**
 * `npm run bench`: runs every benchmark in BENCHMARKS, one after the other, and prints a report for
 * each against its budget. It reports, it does not assert: the exit code is 0 whatever the numbers.
 * To add one, write scripts/bench/<name>.ts and add an entry to BENCHMARKS: a rate against a floor
 * (Benchmark) or figures against ceilings (BudgetBenchmark).
 */
import { benchBetParser } from './betParser.ts';
import { benchServerProcessing } from './serverProcessing.ts';
import { DATA_TABLE_BENCHMARK } from './dataTable.ts';
import { formatBudgetReport, formatReport, type Benchmark, type BudgetBenchmark } from './benchmark.ts';

const BENCHMARKS: readonly (Benchmark | BudgetBenchmark)[] = [
  {
    name: 'Bet notation parser (100 000-line SG upload, parseBetMessage)',
    unit: 'lines',
    budgetPerSecond: 500_000,
    run: () => {
      const { lines, seconds, linesPerSecond } = benchBetParser();
      return { count: lines, seconds, perSecond: linesPerSecond };
    },
  },
  {
    name: 'Server file processing (100 000-line SG upload, upload to committed, embedded PGlite)',
    unit: 'lines',
    // A 100 000-line upload committed within 10 s of its upload.
    budgetPerSecond: 10_000,
    run: async () => {
      const { lines, seconds, linesPerSecond, detail } = await benchServerProcessing();
      console.log(`  (${detail})`);
      return { count: lines, seconds, perSecond: linesPerSecond };
    },
  },
  DATA_TABLE_BENCHMARK,
];

async function report(benchmark: Benchmark | BudgetBenchmark): Promise<string> {
  if ('figures' in benchmark) return formatBudgetReport(benchmark, await benchmark.figures());
  return formatReport(benchmark, await benchmark.run());
}

console.log(`Benchmarks on Node ${process.version}, ${process.platform}/${process.arch}\n`);
for (const benchmark of BENCHMARKS) {
  try {
    console.log(await report(benchmark));
  } catch (error) {
    console.log(`${benchmark.name}\n  could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log();
}
