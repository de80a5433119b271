import type { Profile } from '../../../contract/profile.ts';
import { PERMISSION_ATTRIBUTES } from '../../../contract/permissionAttributes.ts';
import type { MobileAppData } from '../../../src/menu/types.ts';

export type RoleName = 'admin' | 'agent' | 'member';

/**
 * Every §6 attribute and no menu name: what every account holds since migration 0019 until someone
 * revokes. A row that names its Granted list adds to it (`grantedWith`).
 */
export const EVERY_ATTRIBUTE: readonly string[] = PERMISSION_ATTRIBUTES;
export const grantedWith = (...names: string[]) => [...EVERY_ATTRIBUTE, ...names];

/**
 * One base profile per role with every flag off and no menu name granted, so each test row names
 * exactly the fields its rule looks at.
 */
const neutral = {
  LoginId: 'user',
  LocId: 'SG',
  Granted: grantedWith(),
  Rank: 3,
  EnableCreateAgent: false,
  EnableCreateDownline: false,
  EnablePlaceBet: false,
  EnableUpload: false,
  disablePlaceBetAndFixedBet: false,
  tShare: 0,
  dShare: 0,
  useMgStrikeReport: false,
  TermsAccepted: true,
  Loc: { LocId: 'SG', VipLeftCss: null, VipTopBGImage: null, ColorTbl01: null, ColorTbl02: null },
} satisfies Omit<Profile, 'UserId' | 'Role'>;

export const BASE_PROFILES: Readonly<Record<RoleName, Profile>> = {
  admin: { ...neutral, UserId: 'admin', Role: 'ADMIN' },
  agent: { ...neutral, UserId: 'agent1', Role: 'AG' },
  member: { ...neutral, UserId: 'member1', Role: 'MEM' },
};

export function profileFor(role: RoleName, overrides: Partial<Profile> = {}): Profile {
  return { ...BASE_PROFILES[role], ...overrides };
}

/** A profile that passes every rule it can: admin, everything granted, every flag on. */
export const FULL_ADMIN: Profile = profileFor('admin', {
  Granted: '*',
  Rank: 0,
  tShare: 1,
  EnableCreateAgent: true,
  EnableCreateDownline: true,
  EnablePlaceBet: true,
  EnableUpload: true,
});

export const NOW = 1_700_000_000_000;

export const APP_URLS: MobileAppData = {
  downloadUrl: 'https://example.test/app.apk',
  iosDownloadUrl: 'https://example.test/app.mobileconfig',
};
