import { msg } from '@lingui/core/macro';
import { betSpecialStatus, generateBetSpecial, type BetSpecialLine, type BetSpecialRun } from '../../../contract/betSpecial.ts';
import type { JobScreenDeclaration } from '../jobScreenDeclaration.ts';
import { BET_SPECIAL_GENERATE_PATH } from '../../screens/betSpecialPaths.ts';

/** The job's id on this page: its list and its run, as the status call names them ({SettingId}/status?ticketId={RunId}). */
const jobIdOf = (run: BetSpecialRun) => `${run.SettingId}/${run.RunId}`;

/**
 * Generate (spec 02 §4 "generation of bet specials", §7.6 generateBetSpecial and its status): the
 * user's special bets placed into the draw (UserId and DrawId in the URL), watched with the job
 * machine; the report lists each line with its ticket or why it was refused. Generating a draw again
 * answers the run it had (never placed twice), so this page is also a generation's progress page.
 */
export const betSpecialGenerateScreen: JobScreenDeclaration = {
  id: 'betSpecialGenerate',
  title: msg`Generate Special Bets`,
  menuItem: 'betSpecial',
  path: BET_SPECIAL_GENERATE_PATH,
  intro: msg`Places the user's special bets into the draw, once: asked again, it shows what was placed.`,
  startLabel: msg`Generate`,
  urlParams: [
    { name: 'UserId', label: msg`User Id` },
    { name: 'DrawId', label: msg`Draw` },
  ],
  startRequest: (params) => ({ body: { UserId: params.UserId, DrawId: Number(params.DrawId) } }),
  start: generateBetSpecial,
  status: betSpecialStatus,
  statusRequest: (jobId) => {
    const [SettingId = '', ticketId = ''] = jobId.split('/');
    return { params: { SettingId }, query: { ticketId } };
  },
  report: (run: BetSpecialRun) => ({
    jobId: jobIdOf(run),
    report: { state: run.Status, progress: null, message: run.Failure, details: run },
  }),
  result: {
    rows: (run: BetSpecialRun) => run.Lines,
    caption: msg`Lines of the special bets`,
    empty: msg`The list had no lines.`,
    columns: [
      { header: msg`Line`, value: (line: BetSpecialLine) => String(line.LineNumber), numeric: true },
      { header: msg`Bet`, value: (line: BetSpecialLine) => line.Text },
      { header: msg`Ticket`, value: (line: BetSpecialLine) => (line.TicketId === null ? '' : String(line.TicketId)), numeric: true },
      { header: msg`Reason`, value: (line: BetSpecialLine) => line.Reason ?? '' },
    ],
  },
};
