import { msg } from '@lingui/core/macro';
import { reportShareClaimBack, type ShareClaimLineRow } from '../../../contract/reportsShareClaim.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { CLAIM_LINE_EXAMPLE, CLAIM_LINE_ORDER, claimLineColumns, SHARE_CLAIM_BACK_REPORT_PATH, SHARE_CLAIM_REPORT_PATH } from '../shareClaimLines.ts';

/**
 * Share Claim Back Report (spec 02 §6 RPTSHARE_CLAIM, §7.13 selectReportShareClaimBack): per claim back
 * and draw, what each return of a claim gave back to the downline, with the claim it returns part of.
 * The twin of Share Claim Report (a page of its own: both calls answer to one attribute, and a view is
 * named by its attribute), at its own path under /report/, guarded as that one.
 */
export const shareClaimBackReport: ScreenDeclaration = {
  id: 'shareClaimBackReport',
  title: msg`Share Claim Back Report`,
  menuItem: 'collectionReport',
  path: SHARE_CLAIM_BACK_REPORT_PATH,
  filters: [{ kind: 'dateRange' }, { kind: 'user', options: memberTreeSource }],
  actions: [{ id: 'claims', label: msg`Share Claim Report`, to: () => ({ page: SHARE_CLAIM_REPORT_PATH, changes: {} }) }],
  views: [
    defineView<ShareClaimLineRow>({
      vw: 'RPTSHARE_CLAIM',
      label: msg`Share Claim Back Report`,
      endpoints: { '4d': reportShareClaimBack, tt: reportShareClaimBack },
      columns: [...claimLineColumns(msg`Returned`), { id: 'ClaimId', header: msg`Claim`, kind: 'text', value: (row) => String(row.ClaimId ?? '') }],
      ...CLAIM_LINE_ORDER,
      example: { ...CLAIM_LINE_EXAMPLE, Id: 9, MovedCents: 3_081, ShareBp: 1000, ClaimId: 7 },
    }),
  ],
};
