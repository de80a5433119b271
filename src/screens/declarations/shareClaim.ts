import { msg } from '@lingui/core/macro';
import { deleteShareClaim, generateShareClaims, importShareClaimBack, shareClaims, type ShareTransferRow } from '../../../contract/shareTransfers.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';
import { transferColumns, TRANSFER_EXAMPLE, TRANSFER_ORDER } from '../shareTransferColumns.ts';
import { SHARE_CLAIM_REPORT_PATH } from '../shareClaimLines.ts';

/** The form that changes a claim's share (src/forms/declarations/shareClaimShare.ts), behind the Share Claim entry's rule. */
export const SHARE_CLAIM_SHARE_PATH = '/control/shareClaim/share';
/** The Claim Back form (src/forms/declarations/shareClaimBack.ts): part of a claim returned to its downline. */
export const SHARE_CLAIM_BACK_PATH = '/control/shareClaim/back';

/**
 * Share Claim (spec 02 §2.2 /control/shareClaim, rule DrawSetting; §7.14 GET shareClaim, DELETE
 * shareClaim/{id}, PUT generateReportPlaceOutShareMix, updateReportShare): the claims of the caller's
 * tree at the location with what each has posted. A row posts the draws settled since (Generate),
 * changes its share (the lines are posted again at the new share), returns part of it (Claim Back) or
 * all that is left (Return Whole, shareClaimBackImport), or is deleted (asked first: its lines are
 * reversed). New claims are made on Share Claim Setting. The view is named ADMIN (its calls
 * declare no attribute; the server asks DrawSetting, the menu's rule).
 */
export const shareClaimScreen: ScreenDeclaration = {
  id: 'shareClaim',
  title: msg`Share Claim`,
  menuItem: 'shareClaim',
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [
    { id: 'new', label: msg`New Share Claim`, to: () => ({ screen: 'shareClaimSetting', changes: {} }) },
    // What the claims moved, draw by draw (issue 22: the report has no menu path of its own).
    { id: 'report', label: msg`Share Claim Report`, to: () => ({ page: SHARE_CLAIM_REPORT_PATH, changes: {} }) },
  ],
  views: [
    defineView<ShareTransferRow>({
      vw: 'ADMIN',
      label: msg`Share Claim`,
      endpoints: { '4d': shareClaims, tt: shareClaims },
      columns: transferColumns(msg`Downline`, msg`Claimed By`),
      ...TRANSFER_ORDER,
      example: { ...TRANSFER_EXAMPLE, UserId: 'agent2', PartnerId: 'admin' },
      actions: [
        {
          kind: 'write',
          id: 'generate',
          label: msg`Generate`,
          call: (row) => writeCall(generateShareClaims, { body: { LocId: row.LocId, Id: row.Id } }),
        },
        { kind: 'link', id: 'share', label: msg`Change Share`, to: (row) => ({ page: SHARE_CLAIM_SHARE_PATH, changes: { Id: String(row.Id) } }) },
        { kind: 'link', id: 'back', label: msg`Claim Back`, to: (row) => ({ page: SHARE_CLAIM_BACK_PATH, changes: { ClaimId: String(row.Id) } }) },
        {
          kind: 'write',
          id: 'returnWhole',
          label: msg`Return Whole`,
          confirm: ({ UserId }) => msg`Return all that is left of the share claim on ${UserId}?`,
          call: (row) => writeCall(importShareClaimBack, { body: { LocId: row.LocId, ClaimId: row.Id } }),
        },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: ({ UserId }) => msg`Delete the share claim on ${UserId}? Every line it posted is reversed.`,
          call: (row) => writeCall(deleteShareClaim, { params: { Id: row.Id } }),
        },
      ],
    }),
  ],
};
