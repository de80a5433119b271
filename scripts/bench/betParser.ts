/**
 * Bet notation parser throughput on a realistic 100 000-line SG upload: day codes or none, straight
 * bets, rolls in every position, i and k, H- and Q-, cents, whitespace variants, blank lines and ~5%
 * invalid lines. The upload is generated from a fixed seed, so every run parses the same text.
 */
import { parseBetMessage, type ParseContext } from '../../domain/bets/index.ts';
import { seededRandom } from '../../domain/seededRandom.ts';

const LINES = 100_000;
/** Issue 24's budget: a 1 000 000-line upload parsed in half a second. */
export const BET_PARSER_BUDGET_LINES_PER_SECOND = 2_000_000;
const WARM_UP_RUNS = 3;
const MEASURED_RUNS = 9;
const SEED = 20_240_601;
const CONTEXT: ParseContext = { location: 'SG', nextDraw: ['Wed'] };

const DAY_CODES = ['0', '2', '3', '6', '7'];
const BIGS = ['1', '1', '2', '3', '5', '10', 'H', 'Q', '1.50'];
const SMALLS = ['', '0', '1', '1', '2', '5'];
const INVALID = ['1 1234 1-2', '1234 1-2.5', '12R4k 1-1', '123 1-1', '1234 0-0', '1111i 1-1', '1234 1 2', '9M 5678 1-'];

export function generateUpload(lines = LINES, seed = SEED): string {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const digits = () => String(Math.floor(random() * 10_000)).padStart(4, '0');
  const out: string[] = [];
  for (let n = 0; n < lines; n++) {
    const roll = random();
    if (roll < 0.01) {
      out.push('');
      continue;
    }
    if (roll < 0.06) {
      out.push(pick(INVALID));
      continue;
    }
    let target = digits();
    const kind = random();
    if (kind < 0.15) {
      const position = Math.floor(random() * 4);
      target = `${target.slice(0, position)}${random() < 0.5 ? 'R' : 'r'}${target.slice(position + 1)}`;
    } else if (kind < 0.25) {
      target += 'i';
    } else if (kind < 0.35) {
      target += 'k';
    }
    const day = random() < 0.8 ? `${pick(DAY_CODES)} ` : '';
    const gap = random() < 0.9 ? ' ' : random() < 0.5 ? '\t' : '  ';
    out.push(`${day}${target}${gap}${pick(BIGS)}-${pick(SMALLS)}`);
  }
  return out.join('\n');
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface BetParserFigures {
  lines: number;
  /** Median wall seconds of one parse. */
  seconds: number;
  linesPerSecond: number;
  /** Median CPU seconds of one parse (process.cpuUsage: every thread, so the collector's helpers too). */
  cpuSeconds: number;
  /** What bounds the rate on a shared machine: a parse waiting for a core costs wall time, not CPU. */
  linesPerCpuSecond: number;
}

const cpuSecondsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

export function benchBetParser(): BetParserFigures {
  const upload = generateUpload();
  let checksum = 0;
  for (let run = 0; run < WARM_UP_RUNS; run++) checksum += parseBetMessage(upload, CONTEXT).costCents;
  const seconds: number[] = [];
  const cpuSeconds: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const parsed = parseBetMessage(upload, CONTEXT);
    seconds.push((performance.now() - started) / 1000);
    cpuSeconds.push(cpuSecondsSince(cpuBefore));
    checksum += parsed.costCents;
  }
  // Using the results keeps the engine from skipping work it could prove unused.
  if (!Number.isFinite(checksum)) throw new Error('bet parser benchmark: impossible total');
  const medianSeconds = median(seconds);
  const medianCpuSeconds = median(cpuSeconds);
  return {
    lines: LINES,
    seconds: medianSeconds,
    linesPerSecond: LINES / medianSeconds,
    cpuSeconds: medianCpuSeconds,
    linesPerCpuSecond: LINES / medianCpuSeconds,
  };
}
