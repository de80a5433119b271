import { msg } from '@lingui/core/macro';
import { createShareClaimBack } from '../../../contract/shareTransfers.ts';
import { SHARE_CLAIM_BACK_PATH } from '../../screens/declarations/shareClaim.ts';
import { SHARE_RANGE } from '../../widgets/numberRanges.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { transferFields } from '../shareTransferFields.ts';

/**
 * Claim Back (spec 02 §7.14 POST shareClaimBack), opened from a row of Share Claim with its ClaimId:
 * the claimer returns a share of the downline's share result, within the claim's range and what is
 * left of its share; the settled draws are posted at once (the server answers each problem on its field).
 */
export const shareClaimBack: FormDeclaration = {
  id: 'shareClaimBack',
  path: SHARE_CLAIM_BACK_PATH,
  title: msg`Claim Back`,
  menuItem: 'shareClaim',
  fields: transferFields(SHARE_RANGE),
  save: { endpoint: createShareClaimBack, params: ['ClaimId'] },
  savedMessage: msg`Claim back saved.`,
};
