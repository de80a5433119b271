import type { MemberProfile } from '../../../contract/memberProfile.ts';

/** What the profile page shows: a downline's profile has its upline, one's own may not. */
export type ProfileSummary = Omit<MemberProfile, 'ParentId'> & { ParentId?: string | null };
