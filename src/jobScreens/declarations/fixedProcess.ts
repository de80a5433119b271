import { msg } from '@lingui/core/macro';
import { selectProcessJob, updateProcessJob, type FixedRun, type FixedRunLine } from '../../../contract/fixedBets.ts';
import type { JobScreenDeclaration } from '../jobScreenDeclaration.ts';
import { recordedRunReport } from '../runReport.ts';

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * Fixed Process (spec 02 §2.2 /control/fixedProcess, §7.11 selectProcessJob, updateProcessJob; issue
 * 21): places the fixed bets of the location due now (Fixed Setting's hours before each draw's
 * cut-off), each at most once per draw, and lists the last run's placements and refusals with the
 * reason of each.
 */
export const fixedProcessScreen: JobScreenDeclaration = {
  id: 'fixedProcess',
  title: msg`Fixed Process`,
  menuItem: 'fixedProcess',
  intro: msg`Places every active fixed bet on the open draws of its days whose cut-off is within Fixed Setting's hours. A fixed bet is placed at most once per draw; a refused one is tried again by the next run.`,
  startLabel: msg`Place fixed bets`,
  start: updateProcessJob,
  status: selectProcessJob,
  report: (run: FixedRun | null) => recordedRunReport(run),
  result: {
    rows: (run: FixedRun) => run.Lines,
    caption: msg`Fixed bets placed and refused by the last run`,
    empty: msg`No fixed bet was due.`,
    columns: [
      { header: msg`Fixed bet`, value: (line: FixedRunLine) => String(line.FixedBetId), numeric: true },
      { header: msg`User`, value: (line: FixedRunLine) => line.UserId },
      { header: msg`Draw`, value: (line: FixedRunLine) => line.DrawDate },
      { header: msg`Outcome`, value: (line: FixedRunLine) => (line.Placed ? msg`Placed` : msg`Refused`) },
      { header: msg`Cost`, value: (line: FixedRunLine) => dollars(line.CostCents), numeric: true },
      { header: msg`Reason`, value: (line: FixedRunLine) => line.Reason ?? '' },
    ],
  },
};
