import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../support/renderApp.tsx';
import { adminProfile, storedSession } from '../../support/fixtures/session.ts';
import type { ProfileSummary } from '../../../src/views/home/profileSummary.ts';

const agent1 = { ...adminProfile, UserId: 'agent1', LoginId: 'agent1', Role: 'AG' as const, Granted: [] };
const own: ProfileSummary = { UserId: 'agent1', Role: 'AG', LocId: 'SG', Rank: 1, Credit: 50_000, AccBal: 1234.5, CreditLeft: 48_765.5 };
const member1: ProfileSummary = { ...own, UserId: 'member1', Role: 'MEM', Rank: 2, ParentId: 'agent1', Credit: 1000, AccBal: 0, CreditLeft: 1000 };

let app: ReturnType<typeof renderApp> | null = null;
afterEach(() => app?.cleanup());

/** agent1, signed in, opens `path`. */
async function open(path: string) {
  app = renderApp({ path });
  app.stubs.resolve('restoreSession', { ...storedSession, userId: 'agent1' });
  await app.stubs.resolveWhenInvoked('loadProfile', agent1);
  // The page's code loads once the menu guard chart has let it open (a lazy chunk, transformed on
  // first use here): on a loaded machine longer than a query's 1 s, as the frame's (signedInAdmin.ts).
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 });
  return app;
}

describe('/admin/profile', () => {
  it("shows one's own profile without a member-tree check", async () => {
    const { stubs } = await open('/admin/profile?LocId=SG');
    await stubs.resolveWhenInvoked('loadOwnProfile', own);
    const card = await screen.findByLabelText('Profile of agent1');
    expect(card.textContent).toContain('Agent');
    expect(card.textContent).toContain('$48,765.50');
    expect(card.textContent).not.toContain('Upline');
    expect(stubs.calls.get('checkMemberAccess')).toBeUndefined();
  });

  it("checks a downline's id, then shows its profile with its upline", async () => {
    const { stubs } = await open('/admin/profile?UserId=member1&LocId=SG');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await stubs.resolveWhenInvoked('checkMemberAccess', true);
    expect(stubs.calls.get('checkMemberAccess')).toEqual(['member1']);
    await stubs.resolveWhenInvoked('loadMemberProfile', member1);
    expect(stubs.calls.get('loadMemberProfile')).toEqual(['member1']);
    const card = await screen.findByLabelText('Profile of member1');
    expect(card.textContent).toContain('Upline');
    expect(card.textContent).toContain('agent1');
    expect(screen.queryByText('Unauthorized Access')).toBeNull();
  });

  it('shows Unauthorized Access for a user outside the downline, and loads nothing about it', async () => {
    const { stubs } = await open('/admin/profile?UserId=member3&LocId=SG');
    await stubs.resolveWhenInvoked('checkMemberAccess', false);
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized Access');
    expect(stubs.calls.get('loadMemberProfile')).toBeUndefined();
  });
});
