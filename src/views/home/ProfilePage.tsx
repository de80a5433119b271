import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useFlows } from '../../app/flowsContext.tsx';
import { useSessionActor } from '../../app/rootActor.tsx';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { MemberAccess } from '../../widgets/MemberAccess.tsx';
import { PageData } from './PageData.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { showRequest, useUrlBridge } from '../../app/urlBridge.ts';
import { useQueryParam } from '../../app/pageLocation.ts';
import type { ProfileSummary } from './profileSummary.ts';
import './home.css';

/** A downline's profile, loaded for the user id the URL names once the wrapper granted access. */
function MemberProfile({ userId }: { userId: string }) {
  const flows = useFlows();
  const profile = useActorRef(flows.home.memberProfile, { ...flows.actorOptions, input: { request: userId } });
  useUrlBridge(profile, userId, showRequest);
  return <PageData<ProfileSummary> actor={profile}>{(data) => <ProfileCard profile={data} />}</PageData>;
}

function OwnProfile({ userId }: { userId: string }) {
  const flows = useFlows();
  const profile = useActorRef(flows.home.ownProfile, { ...flows.actorOptions, input: { request: userId } });
  return <PageData<ProfileSummary> actor={profile}>{(data) => <ProfileCard profile={data} />}</PageData>;
}

/**
 * /admin/profile (spec 02 §2.2): one's own profile; with ?UserId= the profile of a user of one's
 * member tree, behind the member-tree access wrapper (checkMemberAccess/{id}), which shows
 * 'Unauthorized Access' for anyone else.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const flows = useFlows();
  const ownId = useSelector(useSessionActor(), (s) => s.context.profile?.UserId ?? '');
  const userId = useQueryParam('UserId');
  const viewingOther = Boolean(userId) && userId?.toLowerCase() !== ownId.toLowerCase();
  return (
    <div className="profile">
      <PageHeader title={t`Profile`} />
      {viewingOther && userId ? (
        <MemberAccess logic={flows.home.memberAccess} userId={userId}>
          <MemberProfile userId={userId} />
        </MemberAccess>
      ) : (
        <OwnProfile userId={ownId} />
      )}
    </div>
  );
}
