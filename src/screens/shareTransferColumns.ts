import { msg } from '@lingui/core/macro';
import type { ShareTransferRow } from '../../contract/shareTransfers.ts';
import type { ScreenColumn, ScreenView } from './declaration.ts';

/**
 * What the Sub Share and Share Claim lists show alike (contract/shareTransfers.ts): who gives, who
 * receives, the share, the range, and what has been posted (the receiver's total; the giver's is its
 * negative). `giver` and `receiver` are the screen's own words for the two users.
 */
export function transferColumns(giver: ScreenColumn<ShareTransferRow>['header'], receiver: ScreenColumn<ShareTransferRow>['header']) {
  const columns: readonly ScreenColumn<ShareTransferRow>[] = [
    { id: 'Id', header: msg`Id`, kind: 'text', value: (row) => String(row.Id) },
    { id: 'UserId', header: giver, kind: 'text', value: (row) => row.UserId },
    { id: 'PartnerId', header: receiver, kind: 'text', value: (row) => row.PartnerId },
    { id: 'ShareBp', header: msg`Share`, kind: 'text', value: (row) => `${row.ShareBp / 100}%` },
    { id: 'DrawFrom', header: msg`Draw From`, kind: 'text', value: (row) => row.DrawFrom },
    { id: 'DrawTo', header: msg`Draw To`, kind: 'text', value: (row) => row.DrawTo },
    { id: 'PostedDraws', header: msg`Draws Posted`, kind: 'text', value: (row) => String(row.PostedDraws) },
    { id: 'PostedCents', header: msg`Amount Posted`, kind: 'money', value: (row) => row.PostedCents },
    { id: 'Remark', header: msg`Remark`, kind: 'text', value: (row) => row.Remark ?? '' },
  ];
  return columns;
}

export const TRANSFER_ORDER: Pick<ScreenView<ShareTransferRow>, 'rowKey' | 'defaultSort' | 'totals'> = {
  rowKey: (row) => String(row.Id),
  defaultSort: { by: 'Id', direction: 'desc' },
  totals: ['PostedCents'],
};

export const TRANSFER_EXAMPLE: ShareTransferRow = {
  Id: 7,
  LocId: 'SG',
  UserId: 'agent2',
  PartnerId: 'member3',
  ShareBp: 2500,
  DrawFrom: '2026-11-01',
  DrawTo: '2026-11-30',
  Remark: null,
  PostedDraws: 4,
  PostedCents: 12_345,
  CreatedBy: 'agent2',
  CreatedAt: '2026-11-25T03:00:00.000Z',
};
