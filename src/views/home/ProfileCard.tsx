import { Trans, useLingui } from '@lingui/react/macro';
import type { RoleCode } from '../../../contract/profile.ts';
import { formatMoney } from '../../widgets/money.ts';
import type { ProfileSummary } from './profileSummary.ts';

function RoleName({ role }: { role: RoleCode }) {
  if (role === 'ADMIN') return <Trans>Admin</Trans>;
  if (role === 'AG') return <Trans>Agent</Trans>;
  return <Trans>Member</Trans>;
}

/** A user's profile as a list of labelled values; money with $ and two decimals (spec 02 §9). */
export function ProfileCard({ profile }: { profile: ProfileSummary }) {
  const { t } = useLingui();
  return (
    <dl className="profile-card" aria-label={t`Profile of ${profile.UserId}`}>
      <dt><Trans>User Id</Trans></dt>
      <dd>{profile.UserId}</dd>
      <dt><Trans>Role</Trans></dt>
      <dd><RoleName role={profile.Role} /></dd>
      {profile.ParentId !== undefined && (
        <>
          <dt><Trans>Upline</Trans></dt>
          <dd>{profile.ParentId ?? '-'}</dd>
        </>
      )}
      <dt><Trans>Location</Trans></dt>
      <dd>{profile.LocId}</dd>
      <dt><Trans>Rank</Trans></dt>
      <dd>{profile.Rank}</dd>
      <dt><Trans>Credit</Trans></dt>
      <dd>{formatMoney(profile.Credit)}</dd>
      <dt><Trans>Account Balance</Trans></dt>
      <dd>{formatMoney(profile.AccBal)}</dd>
      <dt><Trans>Credit Left</Trans></dt>
      <dd>{formatMoney(profile.CreditLeft)}</dd>
    </dl>
  );
}
