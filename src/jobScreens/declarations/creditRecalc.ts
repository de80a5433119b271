import { msg } from '@lingui/core/macro';
import { creditRecalc, startCreditRecalc, type CreditRecalcDifference, type CreditRecalcRun } from '../../../contract/creditRecalc.ts';
import type { JobScreenDeclaration } from '../jobScreenDeclaration.ts';
import { recordedRunReport } from '../runReport.ts';

const dollars = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * Credit Recalculation (spec 02 §2.2 Utilities, /utilities/creditRecal; admins): recomputes every
 * user's open stakes and AccBal from the tickets and the ledger and lists each user whose stored
 * figures differed (they are corrected).
 */
export const creditRecalcScreen: JobScreenDeclaration = {
  id: 'creditRecalc',
  title: msg`Credit Recalculation`,
  menuItem: 'creditRecal',
  intro: msg`Recalculates every user's open stakes and AccBal from the tickets and the statement, and corrects any that differ.`,
  startLabel: msg`Recalculate`,
  start: startCreditRecalc,
  status: creditRecalc,
  report: (run: CreditRecalcRun | null) => recordedRunReport(run),
  result: {
    rows: (run: CreditRecalcRun) => run.Differences,
    caption: msg`Users whose figures differed (now corrected)`,
    empty: msg`Every user's figures agree with the ledger.`,
    columns: [
      { header: msg`User`, value: (d: CreditRecalcDifference) => d.UserId },
      { header: msg`Open stakes (stored)`, value: (d: CreditRecalcDifference) => dollars(d.StoredOpenStakes), numeric: true },
      { header: msg`Open stakes (computed)`, value: (d: CreditRecalcDifference) => dollars(d.ComputedOpenStakes), numeric: true },
      { header: msg`AccBal (stored)`, value: (d: CreditRecalcDifference) => dollars(d.StoredAccBal), numeric: true },
      { header: msg`AccBal (computed)`, value: (d: CreditRecalcDifference) => dollars(d.ComputedAccBal), numeric: true },
    ],
  },
};
