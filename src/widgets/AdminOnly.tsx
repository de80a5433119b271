import type { ReactNode } from 'react';
import { useSignedInProfile } from '../app/rootActor.tsx';
import { isAdmin } from '../menu/permissions.ts';

/**
 * Content shown only to an admin (spec 02 §6: "a directive shows content only for the condition
 * 'admin'"): nothing at all for anyone else, nor before the profile is known. The server still
 * refuses what the content would do on its own reading of the database.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const profile = useSignedInProfile();
  return profile && isAdmin(profile) ? <>{children}</> : null;
}
