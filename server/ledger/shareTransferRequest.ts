/**
 * What a sub share or share claim request must hold (contract/shareTransfers.ts checks only its
 * shape): the two users, a share of 1% to 100% in steps of 1% (DOMAIN.md "Money": shares are
 * 0-10000 bp in steps of 100), and a day range. Every problem at once, each on its field, so the form
 * shows each where it belongs. Who may name whom is the route's (the tree), checked before these.
 */
import { isCalendarDay } from '../../contract/fields.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import type { ShareTransferRequest } from '../../contract/shareTransfers.ts';

export interface CheckedTransfer {
  shareBp: number;
  drawFrom: string;
  drawTo: string;
  remark: string | null;
}

export function transferProblems(request: ShareTransferRequest, partnerLabel: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, code: string, message: string) => problems.push({ Field: field, Code: code, Message: message });
  if (!request.PartnerId?.trim()) problem('PartnerId', 'required', `Choose the ${partnerLabel}.`);
  const bp = request.ShareBp;
  if (bp === null || bp === undefined) problem('ShareBp', 'required', 'Enter the share.');
  else if (!Number.isInteger(bp) || bp < 100 || bp > 10_000 || bp % 100 !== 0) problem('ShareBp', 'range', 'The share is 1% to 100%, in steps of 1%.');
  const from = request.DrawFrom?.trim() ?? '';
  const to = request.DrawTo?.trim() ?? '';
  if (!from) problem('DrawFrom', 'required', 'Enter Draw From.');
  else if (!isCalendarDay(from)) problem('DrawFrom', 'date', `Draw From ${from} is not a day of the calendar.`);
  if (!to) problem('DrawTo', 'required', 'Enter Draw To.');
  else if (!isCalendarDay(to)) problem('DrawTo', 'date', `Draw To ${to} is not a day of the calendar.`);
  else if (from && isCalendarDay(from) && from > to) problem('DrawTo', 'range', 'Draw To must not be before Draw From.');
  return problems;
}

export const checkedTransfer = (request: ShareTransferRequest): CheckedTransfer => ({
  shareBp: request.ShareBp!,
  drawFrom: request.DrawFrom!.trim(),
  drawTo: request.DrawTo!.trim(),
  remark: request.Remark?.trim() || null,
});
