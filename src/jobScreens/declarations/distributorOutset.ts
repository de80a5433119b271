import { msg } from '@lingui/core/macro';
import { distributorOutsetStatus, startDistributorOutset, type OutsetRun } from '../../../contract/distributors.ts';
import type { JobReport } from '../../../machines/job.machine.ts';
import type { JobScreenDeclaration } from '../jobScreenDeclaration.ts';

/** Out Setting 3's rule outset page, opened from a distributor's row (its DistributorId in the URL). */
export const DISTRIBUTOR_OUTSET_PATH = '/outset/outSetting3/outset';

/** The run's state as the job machine reads it: 'applied' is still running (the chain is recomputed). */
const STATE: Record<OutsetRun['Status'], JobReport['state']> = { queued: 'queued', applied: 'running', succeeded: 'succeeded', failed: 'failed' };

/**
 * The distributor rule outset (spec 02 §4, §7.8): applies the distributor's rule to the out settings
 * (whose Out goes to it) and recomputes the open draws' chain; its status is polled by its ticket.
 */
export const distributorOutsetScreen: JobScreenDeclaration = {
  id: 'distributorOutset',
  title: msg`Rule Outset`,
  menuItem: 'outSetting3',
  path: DISTRIBUTOR_OUTSET_PATH,
  urlParams: [{ name: 'DistributorId', label: msg`Distributor` }],
  startRequest: ({ DistributorId = '' }) => ({ params: { DistributorId }, body: { DistributorId } }),
  statusRequest: (jobId, { DistributorId = '' }) => ({ params: { DistributorId }, query: { ticketId: jobId } }),
  intro: msg`Applies the distributor's rule: the Out of the users it names goes to the distributor, and the open draws are computed again.`,
  startLabel: msg`Run the rule`,
  start: startDistributorOutset,
  status: distributorOutsetStatus,
  report: (run: OutsetRun | null) => ({
    jobId: String(run?.TicketId ?? ''),
    report: { state: run ? STATE[run.Status] : 'queued', progress: null, message: run?.Message ?? null, details: run },
  }),
  result: {
    rows: (run: OutsetRun) => [run],
    caption: msg`Out settings changed`,
    empty: msg`No out setting changed.`,
    columns: [
      { header: msg`Users sent to the distributor`, value: (run: OutsetRun) => String(run.UsersSet), numeric: true },
      { header: msg`Users sent back to their upline`, value: (run: OutsetRun) => String(run.UsersCleared), numeric: true },
    ],
  },
};
