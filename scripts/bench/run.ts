/**
 * `npm run bench`: runs every benchmark in BENCHMARKS, one after the other, and prints a report for
 * each against its budget. It reports, it does not assert: the exit code is 0 whatever the numbers.
 * To add one, write scripts/bench/<name>.ts and add an entry to BENCHMARKS: a rate against a floor
 * (Benchmark) or figures against ceilings (BudgetBenchmark).
 */
import { BET_PARSER_BUDGET_LINES_PER_SECOND, benchBetParser } from './betParser.ts';
import { benchServerProcessing } from './serverProcessing.ts';
import { benchDataScreens, CSV_BUDGET_ROWS_PER_SECOND, CSV_ROWS, PAGE_BUDGET_MS, type DataScreensBench } from './dataScreens.ts';
import { DATA_TABLE_BENCHMARK } from './dataTable.ts';
import { benchServerLoad } from './serverLoad.ts';
import { benchSettlement, SETTLEMENT_BUDGET_PER_SECOND } from './settlement.ts';
import { benchCreditReservation } from './creditReservation.ts';
import { benchIntakeChain, INTAKE_CHAIN_BUDGET_PER_SECOND } from './intakeChain.ts';
import { reportFigures } from './reports.ts';
import { formatBudgetReport, formatReport, type Benchmark, type BudgetBenchmark } from './benchmark.ts';

const BENCHMARKS: readonly (Benchmark | BudgetBenchmark)[] = [
  {
    name: 'Bet notation parser (100 000-line SG upload, parseBetMessage)',
    unit: 'lines',
    // Issue 24: 2 000 000 lines a second (1 091 000 before, quiet 2-core machine).
    budgetPerSecond: BET_PARSER_BUDGET_LINES_PER_SECOND,
    run: () => {
      const { lines, seconds, linesPerSecond } = benchBetParser();
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
    name: 'Data screens: a 10 000-row page of bet/page2 over 1 000 000 tickets (HTTP in-process, embedded PGlite)',
    unit: 'rows',
    // 10 000 rows within PAGE_BUDGET_MS (300 ms), for page 1 and for a deep page: the slower counts.
    budgetPerSecond: 10_000 / (PAGE_BUDGET_MS / 1000),
    run: async () => {
      const { insertSeconds, page } = await dataScreens();
      console.log(`  (1 000 000 tickets inserted set-based in ${insertSeconds.toFixed(1)} s; the member's query has ${page.total} rows)`);
      for (const line of page.detail) console.log(`  ${line}`);
      console.log(`  budget: ${PAGE_BUDGET_MS} ms per page; slower of the two medians: ${Math.max(page.firstMs, page.deepMs).toFixed(0)} ms`);
      const seconds = Math.max(page.firstMs, page.deepMs) / 1000;
      return { count: 10_000, seconds, perSecond: 10_000 / seconds };
    },
  },
  {
    name: `Data screens: CSV export of ${CSV_ROWS.toLocaleString('en-US')} rows of bet/search, streamed in keyset batches`,
    unit: 'rows',
    budgetPerSecond: CSV_BUDGET_ROWS_PER_SECOND,
    run: async () => {
      const { csv } = await dataScreens();
      console.log(`  (${(csv.bytes / 1e6).toFixed(1)} MB of CSV; ${csv.cpuSeconds.toFixed(2)} s CPU)`);
      return { count: csv.rows, seconds: csv.seconds, perSecond: csv.rowsPerSecond };
    },
  },
  DATA_TABLE_BENCHMARK,
  {
    name: 'Settlement: one draw of 1 000 000 entries settled in set-based batches (PGlite; PostgreSQL when DATABASE_URL is set)',
    unit: 'entries',
    // The budget is PostgreSQL's; without DATABASE_URL the figure is PGlite's.
    budgetPerSecond: SETTLEMENT_BUDGET_PER_SECOND,
    run: async () => {
      const runs = await benchSettlement();
      for (const r of runs) {
        console.log(`  ${r.engine}: ${r.entries} entries (${r.tickets} tickets, ${r.strikes} strikes) inserted in ${r.insertSeconds.toFixed(1)} s, settled in ${r.seconds.toFixed(2)} s = ${Math.round(r.entriesPerSecond)} entries/s`);
      }
      const last = runs.at(-1)!;
      return { count: last.entries, seconds: last.seconds, perSecond: last.entriesPerSecond };
    },
  },
  {
    name: 'Place Bets with the credit reservation (one line per bet, one transaction each, embedded PGlite)',
    unit: 'bets',
    // Place Bets is typed by people: even a busy operator's peak is far under 50 bets a second.
    budgetPerSecond: 50,
    run: async () => {
      const { bets, withReservation, without } = await benchCreditReservation();
      console.log(`  without the reservation: ${Math.round(without.perSecond)} bets/s; with it: ${Math.round(withReservation.perSecond)} bets/s (${bets} bets each)`);
      return { count: bets, seconds: withReservation.seconds, perSecond: withReservation.perSecond };
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
        console.log(`  ${r.engine}: without the chain ${Math.round(r.without.perSecond)} entries/s; with it at 5 levels ${Math.round(r.withChain.perSecond)} entries/s (${r.entries} entries each)`);
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
    name: 'Server under load (child process on loopback, embedded PGlite): sign-ins, GET profile, a GET during a 1 000 000-line upload',
    figures: benchServerLoad,
  },
];

/** Both data-screen figures come from one database of a million tickets, built once. */
let dataScreensRun: Promise<DataScreensBench> | undefined;
const dataScreens = () => (dataScreensRun ??= benchDataScreens());

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
