import { msg } from '@lingui/core/macro';
import type { DownlineRow } from '../../../contract/userAdmin.ts';
import type { ScreenColumn } from '../declaration.ts';

/**
 * The columns of the Agents and Players lists (issue 20; spec 02 §3 user list item and the menu's
 * three figures): money in cents, the share and commission as percentages.
 */
const percent = (basisPoints: number) => `${basisPoints / 100}%`;
const STATUS = { active: msg`Active`, suspended: msg`Suspended` } as const;

export const downlineColumns = (userId: ScreenColumn<DownlineRow>): ScreenColumn<DownlineRow>[] => [
  userId,
  { id: 'UserName', header: msg`User Name`, kind: 'text', value: (row) => row.UserName },
  { id: 'Rank', header: msg`Rank`, kind: 'number', value: (row) => row.Rank },
  { id: 'CreditCents', header: msg`Credit`, kind: 'money', value: (row) => row.CreditCents },
  { id: 'CreditLeftCents', header: msg`Credit Left`, kind: 'money', value: (row) => row.CreditLeftCents },
  { id: 'AccBalCents', header: msg`AccBal`, kind: 'money', value: (row) => row.AccBalCents },
  { id: 'ShareBp', header: msg`Share`, kind: 'text', value: (row) => percent(row.ShareBp) },
  { id: 'CommissionBp', header: msg`Commission`, kind: 'text', value: (row) => percent(row.CommissionBp) },
  { id: 'Status', header: msg`Status`, kind: 'text', value: (row) => STATUS[row.Status as keyof typeof STATUS] ?? row.Status },
];

export const DOWNLINE_TOTALS = ['CreditCents', 'CreditLeftCents', 'AccBalCents'];

export const DOWNLINE_EXAMPLE: DownlineRow = {
  UserId: 'agent3', UserName: 'Agent Three', Role: 'AG', ParentId: 'agent2', Rank: 2, CreditCents: 800_000, CreditLeftCents: 650_000,
  AccBalCents: 196_035, ShareBp: 2000, CommissionBp: 1000, Status: 'active', Downlines: 1,
};
