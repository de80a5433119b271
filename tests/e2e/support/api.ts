import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './signIn.ts';

/**
 * An access token for a demo account, from the real token endpoint, its session past the terms
 * (the API refuses data calls until then), as the app's Agree does.
 */
export async function accessToken(request: APIRequestContext, userId = 'admin') {
  const response = await request.post('/api/v1/oauth/token', { form: { username: userId, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  const agreed = await request.post('/api/v1/terms/accept', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(agreed.ok(), await agreed.text()).toBe(true);
  return token;
}

/** Switches maintenance on (`t` = a time) or off (`''`) through the admin endpoint. */
export async function setMaintenance(request: APIRequestContext, token: string, t: string) {
  const response = await request.put('/api/v1/maintenance', { headers: { Authorization: `Bearer ${token}` }, data: { t } });
  expect(response.ok(), await response.text()).toBe(true);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A call's data, after checking it succeeded (its body is the failure message). */
export async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** An access token for any user, past the terms (the user made by a test, with its own password). */
export async function tokenOf(request: APIRequestContext, userId: string, password: string) {
  const token = ((await ok(await request.post('/api/v1/oauth/token', { form: { username: userId, password } }))) as { access_token: string }).access_token;
  await ok(await request.post('/api/v1/terms/accept', { headers: bearer(token), data: {} }));
  return token;
}

/**
 * An agent under the admin at SG and a player under it, made through their calls (the setup of the
 * money e2e specs; admin-agents.spec.ts walks the forms): the agent's Credit and the player's in cents.
 * Answers the agent's token.
 */
export async function agentWithPlayer(
  request: APIRequestContext,
  { agent, player, password, agentCreditCents, playerCreditCents }: { agent: string; player: string; password: string; agentCreditCents: number; playerCreditCents: number },
) {
  const admin = await accessToken(request, 'admin');
  await ok(
    await request.post('/api/v1/4d/agents/', {
      headers: bearer(admin),
      data: { LocId: 'SG', UserId: agent, UserName: `${agent} (e2e)`, Password: password, ConfirmPassword: password, Locations: ['SG'],
        EnableCreateDownline: true, EnablePlaceBet: true, CreditCents: agentCreditCents, ShareBp: 3000, CommissionBp: 1000 },
    }),
  );
  const agentToken = await tokenOf(request, agent, password);
  await ok(
    await request.post('/api/v1/4d/players/', {
      headers: bearer(agentToken),
      data: { LocId: 'SG', UserId: player, UserName: `${player} (e2e)`, Password: password, ConfirmPassword: password, Locations: ['SG'],
        BirthDate: '1990-01-15', EnablePlaceBet: true, CreditCents: playerCreditCents, CommissionBp: 500 },
    }),
  );
  return agentToken;
}
