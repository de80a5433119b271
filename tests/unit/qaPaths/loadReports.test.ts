/**
 * `npm run paths` loads every machine outside Vitest. Machines reach messages written with Lingui
 * macros, which plain tsx cannot load ("does not provide an export named 'msg'"): the collection
 * goes through Vite's module runner with vite.config.ts. This loads two machines that way — signIn
 * (its views' messages are macros) and form (a model test with several walks) — as the script does.
 */
import { describe, expect, it } from 'vitest';
import { loadReportsThroughVite } from '../../../scripts/paths/viteLoad.ts';

describe('npm run paths: the collection outside Vitest', () => {
  it('lists the states, transitions and paths of machines whose code uses Lingui macros', async () => {
    const reports = await loadReportsThroughVite(['signIn', 'form']);
    expect(reports.map((r) => r.id)).toEqual(['signIn', 'form']);
    for (const report of reports) {
      expect(report.eventsSource).toBe(`tests/model/${report.id}.events.ts`);
      expect(report.states.length).toBeGreaterThan(1);
      expect(report.paths.covering.length).toBeGreaterThan(0);
      expect(report.paths.simple.length).toBeGreaterThan(0);
    }
  }, 120_000);
});
