/**
 * The report dates as option sources (src/screens/optionSources.ts): a report's draw filter takes the
 * settled draws (value the id, label the day) and opens on the latest; its range takes the settled
 * draw days and opens on the latest day at both ends. Both calls are the cached lists of spec 02 §9.
 */
import { describe, expect, it } from 'vitest';
import { parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { reportDates, reportDays } from '../../../contract/reportDates.ts';
import { reportDaysSource, reportDrawsSource } from '../../../src/screens/optionSources.ts';
import { optionsOf } from '../../../src/screens/optionSource.ts';
import { defaultsOf, optionSourcesOf } from '../../../src/screens/screenQuery.ts';
import type { ScreenDeclaration } from '../../../src/screens/declaration.ts';

const settledDraws = [
  { DrawId: 31, DrawDate: '2026-11-22', IsFinalised: true },
  { DrawId: 30, DrawDate: '2026-11-21', IsFinalised: true },
];
const settledDays = [{ DrawDate: '2026-11-22' }, { DrawDate: '2026-11-21' }];
const lists = { reportDates: settledDraws, reportDays: settledDays };

/** A report as a declaration would name the sources (only the filters matter here). */
const report = (filters: ScreenDeclaration['filters']) => ({ id: 'someReport', filters, views: [] }) as unknown as ScreenDeclaration;
const byDraw = report([{ kind: 'draw', options: reportDrawsSource, required: true, default: 'latest' }]);
const byRange = report([{ kind: 'dateRange', required: true, default: { latestOf: reportDaysSource } }]);

describe('the report dates as option sources', () => {
  it('reads reportDate and reportDate2 with the URL LocId, from the 3-minute cache', () => {
    expect(reportDrawsSource.endpoint).toBe(reportDates);
    expect(reportDaysSource.endpoint).toBe(reportDays);
    expect([reportDrawsSource.params, reportDaysSource.params]).toEqual([['LocId'], ['LocId']]);
    expect([reportDates.cached, reportDays.cached]).toEqual([true, true]);
  });

  it('offers a draw as its id labelled by its day, and a day as itself', () => {
    expect(optionsOf(reportDrawsSource, lists)).toEqual([
      { value: '31', label: '2026-11-22' },
      { value: '30', label: '2026-11-21' },
    ]);
    expect(optionsOf(reportDaysSource, lists)).toEqual([
      { value: '2026-11-22', label: '2026-11-22' },
      { value: '2026-11-21', label: '2026-11-21' },
    ]);
  });

  it('opens a report by draw on the latest settled draw, and one by range on the latest settled day', () => {
    const url = parseScreenUrl('/report/some?LocId=SG');
    expect(optionSourcesOf(byDraw, url).map((source) => source.id)).toEqual(['reportDates']);
    expect(defaultsOf(byDraw, url, lists)).toEqual({ DrawId: '31' });
    expect(optionSourcesOf(byRange, url).map((source) => source.id)).toEqual(['reportDays']);
    expect(defaultsOf(byRange, url, lists)).toEqual({ DrawFrom: '2026-11-22', DrawTo: '2026-11-22' });
    // Nothing settled yet: no default, the filters wait.
    expect(defaultsOf(byDraw, url, { reportDates: [] })).toEqual({});
    expect(defaultsOf(byRange, url, { reportDays: [] })).toEqual({});
  });
});
