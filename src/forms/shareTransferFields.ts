import { msg } from '@lingui/core/macro';
import { MAX_TRANSFER_REMARK_CHARS } from '../../contract/shareTransfers.ts';
import type { NumberRange } from '../widgets/numberRanges.ts';
import type { FormField } from './formDeclaration.ts';

/** A share of 1% to 100% (server/ledger/shareTransferRequest.ts): 0% gives nothing, so it is refused as one types. */
const atLeastOnePercent = (value: string) => (Number(value) > 0 ? null : msg`The share is 1% to 100%, in steps of 1%.`);

/** Draw To on or after Draw From (ISO days compare as text). */
const notBeforeFrom = (value: string, values: Readonly<Record<string, string>>) =>
  values.DrawFrom && value.trim() < values.DrawFrom.trim() ? msg`Draw To must not be before Draw From.` : null;

/** The fields a sub share and a share claim ask alike, after their two users. */
export function transferFields(range: NumberRange): FormField[] {
  return [
    { name: 'ShareBp', kind: 'rate', label: msg`Share`, range, unit: 'basisPoints', required: msg`Enter the share.`, rule: atLeastOnePercent },
    { name: 'DrawFrom', kind: 'date', label: msg`Draw From`, required: msg`Enter Draw From.` },
    { name: 'DrawTo', kind: 'date', label: msg`Draw To`, required: msg`Enter Draw To.`, rule: notBeforeFrom },
    { name: 'Remark', kind: 'text', label: msg`Remark`, maxLength: MAX_TRANSFER_REMARK_CHARS },
  ];
}
