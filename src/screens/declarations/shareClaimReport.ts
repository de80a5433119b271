import { msg } from '@lingui/core/macro';
import { reportShareClaim, type ShareClaimLineRow } from '../../../contract/reportsShareClaim.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { CLAIM_LINE_EXAMPLE, CLAIM_LINE_ORDER, claimLineColumns, SHARE_CLAIM_BACK_REPORT_PATH, SHARE_CLAIM_REPORT_PATH } from '../shareClaimLines.ts';

/**
 * Share Claim Report (spec 02 §6 RPTSHARE_CLAIM, §7.13 selectReportShareClaim; DOMAIN.md 5): per claim
 * and draw, what each share claim of the caller's tree moved, totals to the cent. The menu lists no
 * path for it (§2.2): it is a report page at its own path under /report/, guarded by the report
 * entries' rule (Collection Report's: admins and agents), reached from Share Claim and Share Claim
 * Company (Control) and from its claim-back twin. The view is RPTSHARE_CLAIM, the call's attribute.
 */
export const shareClaimReport: ScreenDeclaration = {
  id: 'shareClaimReport',
  title: msg`Share Claim Report`,
  menuItem: 'collectionReport',
  path: SHARE_CLAIM_REPORT_PATH,
  filters: [{ kind: 'dateRange' }, { kind: 'user', options: memberTreeSource }],
  actions: [{ id: 'backs', label: msg`Share Claim Back Report`, to: () => ({ page: SHARE_CLAIM_BACK_REPORT_PATH, changes: {} }) }],
  views: [
    defineView<ShareClaimLineRow>({
      vw: 'RPTSHARE_CLAIM',
      label: msg`Share Claim Report`,
      endpoints: { '4d': reportShareClaim, tt: reportShareClaim },
      columns: claimLineColumns(msg`Claimed`),
      ...CLAIM_LINE_ORDER,
      example: CLAIM_LINE_EXAMPLE,
    }),
  ],
};
