import { msg } from '@lingui/core/macro';
import { createShareClaim } from '../../../contract/shareTransfers.ts';
import { memberTreeSource } from '../../screens/optionSources.ts';
import { SHARE_RANGE } from '../../widgets/numberRanges.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { transferFields } from '../shareTransferFields.ts';

/**
 * Share Claim Setting (spec 02 §2.2 /control/shareClaimSetting, rule DrawSetting; §7.14 POST
 * shareClaim): the caller claims a share of a downline's share result for a draw range; the settled
 * draws are posted at once, later ones by Generate on Share Claim. The server answers every problem on
 * its field (a user not below the caller, a player, more than 100% given out, a Credit Left below zero).
 */
export const shareClaimSetting: FormDeclaration = {
  id: 'shareClaimSetting',
  title: msg`Share Claim Setting`,
  menuItem: 'shareClaimSetting',
  fields: [
    { name: 'UserId', kind: 'dropdown', label: msg`Downline`, source: memberTreeSource, required: msg`Choose the downline.` },
    ...transferFields(SHARE_RANGE),
  ],
  save: { endpoint: createShareClaim, params: [] },
  savedMessage: msg`Share claim saved.`,
};
