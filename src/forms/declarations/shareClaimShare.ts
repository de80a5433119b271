import { msg } from '@lingui/core/macro';
import { updateShareClaim } from '../../../contract/shareTransfers.ts';
import { SHARE_CLAIM_SHARE_PATH } from '../../screens/declarations/shareClaim.ts';
import { SHARE_RANGE } from '../../widgets/numberRanges.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { transferFields } from '../shareTransferFields.ts';

/**
 * Change a share claim's share (spec 02 §7.14 PUT updateReportShare), opened from a row of Share Claim
 * with its Id: the claim's lines are reversed and its settled draws posted again at the new share.
 */
export const shareClaimShare: FormDeclaration = {
  id: 'shareClaimShare',
  path: SHARE_CLAIM_SHARE_PATH,
  title: msg`Change Share`,
  menuItem: 'shareClaim',
  fields: [transferFields(SHARE_RANGE)[0]!],
  save: { endpoint: updateShareClaim, params: ['Id'] },
  savedMessage: msg`Share changed.`,
};
