import * as v from 'valibot';
import type { StoredSession } from '../../machines/session.machine.ts';

const SESSION_KEY = 'session';

const StoredSessionSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.optional(v.string()),
  expiresAt: v.number(),
  userId: v.string(),
  locId: v.string(),
});

/** The session kept in localStorage between page loads; anything unreadable counts as none. */
export function readStoredSession(): StoredSession | null {
  try {
    const result = v.safeParse(StoredSessionSchema, JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null'));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearStoredSession() {
  localStorage.removeItem(SESSION_KEY);
}
