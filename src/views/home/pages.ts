import { lazyRoute } from '../../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../../app/pageRoute.ts';

const HomePage = lazyRoute<object>(() => import('./HomePage.tsx').then((m) => ({ default: m.HomePage })));
const AnnouncementsPage = lazyRoute<object>(() => import('./AnnouncementsPage.tsx').then((m) => ({ default: m.AnnouncementsPage })));
const ProfilePage = lazyRoute<object>(() => import('./ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));

/**
 * Home (spec 02 §2.6), the profile, one's own or a downline's behind the member-tree wrapper (§2.2,
 * §4), and Options' Announcement (/announcement: the location's announcements, without pop-ups).
 */
export const homePages: readonly PageRoute[] = [
  { path: '/admin/home', component: HomePage },
  { path: '/admin/profile', component: ProfilePage },
  { path: '/announcement', component: AnnouncementsPage },
];
