import { describe, expect, it } from 'vitest';
import { fileJobReport } from '../../../src/views/bets/betFlows.ts';
import { betLocationOf, drawDayOf } from '../../../src/views/bets/drawDay.ts';
import type { ProcessJob } from '../../../contract/files.ts';

const job = (overrides: Partial<ProcessJob>): ProcessJob => ({
  FileId: 5, Status: 'running', LinesTotal: 10_000, LinesProcessed: 2_500, LinesAccepted: 2_499, LinesRejected: 1,
  Rejected: [], Message: null, ...overrides,
});

describe('file processing as a job (the edge of the job machine)', () => {
  it('reports lines processed of lines as the progress, and keeps the whole answer as details', () => {
    const answer = job({});
    expect(fileJobReport(answer)).toEqual({ state: 'running', progress: { done: 2_500, total: 10_000 }, message: null, details: answer });
  });

  it('has no progress before the server knows how many lines there are', () => {
    expect(fileJobReport(job({ Status: 'queued', LinesTotal: 0, LinesProcessed: 0 })).progress).toBeNull();
  });

  it("passes a failed job's reason on", () => {
    const report = fileJobReport(job({ Status: 'failed', Message: 'The draw is closed.' }));
    expect([report.state, report.message]).toEqual(['failed', 'The draw is closed.']);
  });
});

describe('the draw a line without a day code bets on', () => {
  it('is the weekday of the draw date, whatever the time zone', () => {
    expect(['2026-11-22', '2026-11-25', '2026-11-28', '2026-11-30', '2026-12-03'].map(drawDayOf)).toEqual(['Sun', 'Wed', 'Sat', 'Mon', 'Thu']);
  });

  it('reads the location ids the parser knows, and anything else as SG', () => {
    expect(['SG', 'MG', 'TT', 'XX'].map(betLocationOf)).toEqual(['SG', 'MG', 'TT', 'SG']);
  });
});

describe('the parser reasons the page translates', () => {
  it('read in English exactly as the parser writes them, so a translation never says something else', async () => {
    const { i18n } = await import('../../../src/i18n/i18n.ts');
    const { betErrorText, TRANSLATED_BET_ERRORS } = await import('../../../src/views/bets/betErrorText.ts');
    const { BET_ERROR_MESSAGES } = await import('../../../domain/bets/index.ts');
    i18n.activate('en');
    const noArguments = (Object.keys(BET_ERROR_MESSAGES) as (keyof typeof BET_ERROR_MESSAGES)[]).filter(
      (code) => BET_ERROR_MESSAGES[code].length === 0,
    );
    for (const code of noArguments) {
      const message = (BET_ERROR_MESSAGES[code] as () => string)();
      expect(betErrorText({ ok: false, lineNumber: 1, column: 1, code, message }, (d) => i18n._(d))).toBe(message);
    }
    // Every reason without values has its translation.
    expect(Object.keys(TRANSLATED_BET_ERRORS).sort()).toEqual([...noArguments].sort());
  });
});
