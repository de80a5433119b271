import { msg } from '@lingui/core/macro';
import { reportDownLine, type DownlineShareRow } from '../../../contract/shareTransfers.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { paramOf } from '../../../machines/rules/screenUrl.ts';
import { memberTreeSource } from '../optionSources.ts';
import { SHARE_CLAIM_REPORT_PATH } from '../shareClaimLines.ts';

/**
 * Share Claim Company (spec 02 §2.2 /control/shareClaimCompany, rule DrawSetting; §7.14 GET
 * reportDownLine): the company-level view of share claims: each direct downline of the caller (or of
 * the user chosen; an agent's row drills into its own downline) with its share result over the range,
 * what was claimed of it and what it kept, totals to the cent.
 */
export const shareClaimCompany: ScreenDeclaration = {
  id: 'shareClaimCompany',
  title: msg`Share Claim Company`,
  menuItem: 'shareClaimCompany',
  filters: [{ kind: 'dateRange' }, { kind: 'user', options: memberTreeSource }],
  // The claims' lines draw by draw, for the same range (issue 22).
  actions: [{ id: 'report', label: msg`Share Claim Report`, to: (url) => ({ page: SHARE_CLAIM_REPORT_PATH, changes: { DrawFrom: paramOf(url, 'DrawFrom'), DrawTo: paramOf(url, 'DrawTo')} }) }],
  views: [
    defineView<DownlineShareRow>({
      vw: 'ADMIN',
      label: msg`Share Claim Company`,
      endpoints: { '4d': reportDownLine, tt: reportDownLine },
      columns: [
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => (row.Role === 'MEM' ? null : { changes: { UserId: row.UserId } }) },
        { id: 'ShareCents', header: msg`Share Result`, kind: 'money', value: (row) => row.ShareCents },
        { id: 'ClaimedCents', header: msg`Claimed`, kind: 'money', value: (row) => row.ClaimedCents },
        { id: 'KeptCents', header: msg`Kept`, kind: 'money', value: (row) => row.KeptCents },
      ],
      rowKey: (row) => row.UserId,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: ['ShareCents', 'ClaimedCents', 'KeptCents'],
      example: { UserId: 'agent2', Role: 'AG', ShareCents: 30_805, ClaimedCents: 9_241, KeptCents: 21_564 },
    }),
  ],
};
