/**
 * `npm run bench`: runs every benchmark in BENCHMARKS, one after the other, and prints a report for
 * each against its budget. It reports, it does not assert: the exit code is 0 whatever the numbers.
 * To add one, write scripts/bench/<name>.ts and add an entry to BENCHMARKS: a rate against a floor
 * (Benchmark) or figures against ceilings (BudgetBenchmark).
 */
import { readFileSync } from 'node:fs';
import { BET_PARSER_BUDGET_LINES_PER_SECOND, benchBetParser } from './betParser.ts';
import { benchServerProcessing } from './serverProcessing.ts';
import { DATA_TABLE_BENCHMARK } from './dataTable.ts';
import { benchServerLoad } from './serverLoad.ts';
import { csvFigures, CSV_ROWS, pageFigures, settlementFigures } from './engineFigures.ts';
import { benchCreditReservation, describeCreditRun } from './creditReservation.ts';
import { benchIntakeChain, INTAKE_CHAIN_BUDGET_PER_SECOND } from './intakeChain.ts';
import { describeRun } from './timedRun.ts';
import { reportFigures } from './reports.ts';
import { formatBudgetReport, formatReport, type Benchmark, type BudgetBenchmark } from './benchmark.ts';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const BENCHMARKS: readonly (Benchmark | BudgetBenchmark)[] = [
  {
    name: 'Bet notation parser (100 000-line SG upload, parseBetMessage)',
    unit: 'lines',
    // Issue 24: 2 000 000 lines a second (1 091 000 before, quiet 2-core machine).
    budgetPerSecond: BET_PARSER_BUDGET_LINES_PER_SECOND,
    run: () => {
      const { lines, seconds, linesPerSecond, cpuSeconds, linesPerCpuSecond } = benchBetParser();
      console.log(`  ${integer.format(linesPerCpuSecond)} lines per CPU-second (median ${(cpuSeconds * 1000).toFixed(1)} ms of CPU a parse, every thread)`);
      return { count: lines, seconds, perSecond: linesPerSecond };
    },
  },
  {
    name: 'Server file processing (100 000-line SG upload, upload to committed; PGlite; PostgreSQL when DATABASE_URL is set)',
    unit: 'lines',
    // Issue 24: 50 000 lines/s on both databases; the figure returned is the slower engine's.
    budgetPerSecond: 50_000,
    run: async () => {
      const runs = await benchServerProcessing();
      for (const r of runs) console.log(`  ${Math.round(r.linesPerSecond)} lines/s (${r.detail})`);
      const slowest = runs.reduce((a, b) => (b.linesPerSecond < a.linesPerSecond ? b : a));
      return { count: slowest.lines, seconds: slowest.seconds, perSecond: slowest.linesPerSecond };
    },
  },
  {
    name: 'Data screens: a 10 000-row page of bet/page2 over 1 000 000 tickets (HTTP in-process; PGlite; PostgreSQL when DATABASE_URL is set)',
    figures: pageFigures,
  },
  {
    name: `Data screens: CSV export of ${CSV_ROWS.toLocaleString('en-US')} rows of bet/search, streamed (PGlite; PostgreSQL when DATABASE_URL is set)`,
    figures: csvFigures,
  },
  DATA_TABLE_BENCHMARK,
  {
    name: 'Settlement: one draw of 1 000 000 entries settled in set-based batches (PGlite; PostgreSQL when DATABASE_URL is set)',
    figures: settlementFigures,
  },
  {
    name: 'Place Bets with the credit reservation (one line per bet, one transaction each; PGlite; PostgreSQL when DATABASE_URL is set)',
    unit: 'bets',
    // Place Bets is typed by people: even a busy operator's peak is far under 50 bets a second.
    budgetPerSecond: 50,
    run: async () => {
      const runs = await benchCreditReservation();
      for (const r of runs) console.log(`  ${describeCreditRun(r)}`);
      // The floor is PGlite's (the default engine, the slower one).
      const pglite = runs[0]!;
      return { count: pglite.bets, seconds: pglite.withReservation.seconds, perSecond: pglite.withReservation.perSecond };
    },
  },
  {
    name: 'Placing bets with the intake chain at 5 levels (batches of 1 000 lines; PGlite; PostgreSQL when DATABASE_URL is set)',
    unit: 'entries',
    // The budget is PostgreSQL's; without DATABASE_URL the figure is PGlite's.
    budgetPerSecond: INTAKE_CHAIN_BUDGET_PER_SECOND,
    run: async () => {
      const runs = await benchIntakeChain();
      for (const r of runs) {
        console.log(`  ${r.engine}: without the chain ${Math.round(r.without.perSecond)} entries/s (${describeRun(r.without)}); with it at 5 levels ${Math.round(r.withChain.perSecond)} entries/s (${describeRun(r.withChain)}) (${r.entries} entries each)`);
      }
      const last = runs.at(-1)!;
      return { count: last.entries, seconds: last.withChain.seconds, perSecond: last.withChain.perSecond };
    },
  },
  {
    name: 'Reports: first page of each report call on one settled draw of 1 000 000 entries, tree of 5 levels and 2 000 users (HTTP in-process; PGlite; PostgreSQL when DATABASE_URL is set)',
    figures: reportFigures,
  },
  {
    name: 'Server under load (child process on loopback; PGlite; PostgreSQL when DATABASE_URL is set): sign-ins, GET profile, a GET during a 1 000 000-line upload',
    figures: benchServerLoad,
  },
];

async function report(benchmark: Benchmark | BudgetBenchmark): Promise<string> {
  if ('figures' in benchmark) return formatBudgetReport(benchmark, await benchmark.figures());
  return formatReport(benchmark, await benchmark.run());
}

/** BENCH_ONLY=<words>: only the benchmarks whose name contains one of these comma-separated words (case-insensitive). */
const only = process.env.BENCH_ONLY?.toLowerCase().split(',').filter(Boolean);
const chosen = only ? BENCHMARKS.filter((benchmark) => only.some((word) => benchmark.name.toLowerCase().includes(word))) : BENCHMARKS;

console.log(`Benchmarks on Node ${process.version}, ${process.platform}/${process.arch}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`);
for (const benchmark of chosen) {
  try {
    console.log(await report(benchmark));
  } catch (error) {
    console.log(`${benchmark.name}\n  could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log();
}
