import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ShareClaimLineRow } from '../../contract/reportsShareClaim.ts';
import type { ScreenColumn, ScreenView } from './declaration.ts';

/**
 * What the share claim report's two screens show alike (contract/reportsShareClaim.ts): a row per
 * claim (or claim back) and draw, the downline whose share result it is measured on, the claimer,
 * the share, that share result and what moved. `moved` is the screen's word for the last.
 */
export const SHARE_CLAIM_REPORT_PATH = '/report/shareClaim';
export const SHARE_CLAIM_BACK_REPORT_PATH = '/report/shareClaimBack';

export function claimLineColumns(moved: MessageDescriptor): readonly ScreenColumn<ShareClaimLineRow>[] {
  return [
    { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
    // The user's rows on either side: the drill narrows the report to it (the breadcrumb follows).
    { id: 'UserId', header: msg`Downline`, kind: 'link', value: (row) => row.UserId, drill: (row) => ({ changes: { UserId: row.UserId } }) },
    { id: 'PartnerId', header: msg`Claimed By`, kind: 'text', value: (row) => row.PartnerId },
    { id: 'ShareBp', header: msg`Share`, kind: 'text', value: (row) => `${row.ShareBp / 100}%` },
    { id: 'ShareCents', header: msg`Share Result`, kind: 'money', value: (row) => row.ShareCents },
    { id: 'MovedCents', header: moved, kind: 'money', value: (row) => row.MovedCents },
    { id: 'Id', header: msg`Id`, kind: 'text', value: (row) => String(row.Id) },
  ];
}

export const CLAIM_LINE_ORDER: Pick<ScreenView<ShareClaimLineRow>, 'rowKey' | 'defaultSort' | 'totals'> = {
  rowKey: (row) => `${row.Id}-${row.DrawId}`,
  defaultSort: { by: 'DrawDate', direction: 'desc' },
  totals: ['MovedCents'],
};

export const CLAIM_LINE_EXAMPLE: ShareClaimLineRow = {
  Id: 7,
  DrawId: 41,
  DrawDate: '2026-11-22',
  UserId: 'agent2',
  PartnerId: 'admin',
  ShareBp: 3000,
  ShareCents: 30_805,
  MovedCents: 9_242,
  ClaimId: null,
};
