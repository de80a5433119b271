/**
 * A valid line as the parser returns it: plain data fields, and entries expanded on first read. The
 * expansion (up to 24 objects for a kBet) is what made eager parsing of a large upload slow, and most
 * readers of an upload only need each line's tickets and cost.
 */
import { expandEntries, type ValidLineData } from './expandEntries.ts';
import type { BetEntry, BetType, DrawDay, TotoForm, ValidLine } from './types.ts';

export class BetLine implements ValidLine {
  readonly ok = true as const;
  #entries: readonly BetEntry[] | null = null;

  constructor(
    readonly lineNumber: number,
    readonly betType: BetType,
    readonly number: string,
    readonly draws: readonly DrawDay[],
    readonly bigCents: number,
    readonly smallCents: number,
    readonly totoForm: TotoForm | null,
    readonly totoAmountCents: number,
    readonly tickets: number,
    readonly costCents: number,
  ) {}

  get entries(): readonly BetEntry[] {
    return (this.#entries ??= expandEntries(this));
  }

  /** JSON carries the entries too, like the ValidLine it stands for. */
  toJSON(): ValidLineData & { entries: readonly BetEntry[] } {
    return { ...this, entries: this.entries };
  }
}
