import { msg } from '@lingui/core/macro';
import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import {
  outsettingProcess1, outsettingProcess2, startOutsettingProcess1, startOutsettingProcess2, type IntakeRecomputeRun,
} from '../../../contract/intakeRecompute.ts';
import type { JobScreenDeclaration } from '../jobScreenDeclaration.ts';

/**
 * Out Setting processing (spec 02 §7.11 outsettingProcess1 / outsettingProcess2; issue 21): recomputes
 * the intake chain of the location's open draws after limits changed. Off the menu, under Out Setting
 * (its page action leads here), guarded by Out Setting's rule; 4D and TT each at their Out Setting's path.
 */
const processScreen = (id: string, path: string, start: EndpointDeclaration, status: EndpointDeclaration): JobScreenDeclaration => ({
  id,
  title: msg`Out Setting Process`,
  menuItem: 'outSetting',
  path,
  intro: msg`Recomputes what each agent takes in, and passes on, for every open draw, from the intake limits, throw numbers and out settings as they are now.`,
  startLabel: msg`Process`,
  start,
  status,
  report: (run: IntakeRecomputeRun | null) => ({
    jobId: String(run?.RunId ?? ''),
    report: {
      state: run?.Status ?? 'queued',
      progress: run && run.Draws > 0 ? { done: run.DrawsDone, total: run.Draws } : null,
      message: run?.Message ?? null,
      details: run,
    },
  }),
  result: {
    rows: (run: IntakeRecomputeRun) => [run],
    caption: msg`Draws recomputed`,
    empty: msg`No open draw to recompute.`,
    columns: [
      { header: msg`Location`, value: (run: IntakeRecomputeRun) => run.LocId },
      { header: msg`Open draws`, value: (run: IntakeRecomputeRun) => String(run.DrawsDone), numeric: true },
      { header: msg`Started by`, value: (run: IntakeRecomputeRun) => run.StartedBy },
    ],
  },
});

export const outSettingProcessScreen = processScreen('outSettingProcess', '/outset/outSetting/process', startOutsettingProcess1, outsettingProcess1);
export const outSetting2ProcessScreen = processScreen('outSetting2Process', '/outset/outSetting2/process', startOutsettingProcess2, outsettingProcess2);
