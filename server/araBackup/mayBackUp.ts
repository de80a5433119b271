/** Who takes Backup ARA (the menu's agentOrAdminEntries, src/menu/decisions.ts): admins and agents, by the role read with the session. */
export const mayBackUp = (role: string) => role === 'ADMIN' || role === 'AG';

export const AGENTS_AND_ADMINS = 'Backup ARA is for agents and admins.';
