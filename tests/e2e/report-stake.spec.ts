import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accessToken, agentWithPlayer, bearer, ok, tokenOf } from './support/api.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * The Stake report end to end (issue 22 "Stake report", "Out report"), on the real server and database:
 * agent1, with an intake limit of $10 Big on a number, sees a $25 Big bet of its player on that number as
 * In $25 = Intake $10 + Out $15 (DOMAIN.md "Taken in up the tree": Intake = min(In, limit), Out = In -
 * Intake), and its Out view says the $15 went to its upline, admin. A user whose RPTSTAKE was revoked
 * is not offered the Stake view (the report opens on Out), and typing its VW shows 'Unauthorized Access'.
 */
const PASSWORD = 'Stake#Pass123';
const suffix = () => String(Date.now() % 1e8);

interface DrawRow { DrawId: number; DrawDate: string; Status: string }

const dataRows = (grid: Locator) => grid.locator('[role="rowgroup"].data-table__body [role="row"]');
const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The row of `number` on the report's grid, as header → cell text. */
async function rowOf(page: Page, number: string): Promise<Record<string, string>> {
  const grid = page.getByRole('grid', { name: 'Stake Report' });
  const row = dataRows(grid).filter({ hasText: number });
  await expect(row).toHaveCount(1);
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const cells = (await row.getByRole('gridcell').allTextContents()).map((text) => text.trim());
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
}

/** The next open SG draw (the report opens on it) and a number agent1 has nothing on in it. */
async function drawAndNumber(request: APIRequestContext, admin: string) {
  const draws = (await ok(await request.get('/api/v1/4d/draw/dateAll?LocId=SG', { headers: bearer(admin) }))) as DrawRow[];
  const draw = draws.filter((d) => d.Status === 'open').at(-1)!;
  for (;;) {
    const number = String(1000 + Math.floor(Math.random() * 9000));
    const answer = (await ok(
      await request.get(`/api/v1/4d/reportStakeFull?LocId=SG&UserId=agent1&DrawId=${draw.DrawId}&txtSearch=${number}`, { headers: bearer(admin) }),
    )) as { Rows: unknown[] };
    if (answer.Rows.length === 0) return { draw, number };
  }
}

test('agent1 with an intake limit sees In = Intake + Out on a number bet on, and where its Out went', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await accessToken(request, 'admin');
  const agent1 = await accessToken(request, 'agent1');
  const { draw, number } = await drawAndNumber(request, admin);
  // A player of agent1's own, so the demo member's figures stay as other specs expect them.
  const player = `stakep${suffix()}`;
  await ok(
    await request.post('/api/v1/4d/players/', {
      headers: bearer(agent1),
      data: { LocId: 'SG', UserId: player, UserName: `${player} (e2e)`, Password: PASSWORD, ConfirmPassword: PASSWORD, Locations: ['SG'],
        BirthDate: '1990-01-15', EnablePlaceBet: true, CreditCents: 5_000, CommissionBp: 0 },
    }),
  );
  await ok(await request.post('/api/v1/4d/outSetting6', {
    headers: bearer(admin), data: { LocId: 'SG', UserId: 'agent1', Number: number, BetType: 'straight', BigCents: 1000, SmallCents: null },
  }));
  try {
    const playerToken = await tokenOf(request, player, PASSWORD);
    await ok(await request.post('/api/v1/4d/bet/', { headers: bearer(playerToken), data: { LocId: 'SG', DrawId: draw.DrawId, Message: `${number} 25-0` } }));

    await signIn(page, 'agent1');
    await closeAnnouncementPopUps(page);
    await page.goto(`/report/stake?LocId=SG&txtSearch=${number}`);
    // It opens on the next open draw.
    await expect.poll(() => new URL(page.url()).searchParams.get('DrawId')).toBe(String(draw.DrawId));
    const stake = await rowOf(page, number);
    expect([stake['Big In'], stake['Big Intake'], stake['Big Out']]).toEqual(['$25.00', '$10.00', '$15.00']);
    expect(dollars(stake['Big In']!)).toBe(dollars(stake['Big Intake']!) + dollars(stake['Big Out']!));

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Out', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('VW')).toBe('RPTOUT');
    const out = await rowOf(page, number);
    expect([out['Out To'], out['Big Out']]).toEqual(['admin', '$15.00']);
  } finally {
    await ok(await request.delete(`/api/v1/4d/outSetting6/agent1:${number}:straight`, { headers: bearer(admin) }));
  }
});

test('a user without RPTSTAKE does not get the stake view', async ({ page, request }) => {
  const agent = `stakea${suffix()}`;
  await agentWithPlayer(request, { agent, player: `${agent}p`, password: PASSWORD, agentCreditCents: 10_000, playerCreditCents: 1_000 });
  const admin = await accessToken(request, 'admin');
  await ok(await request.delete(`/api/v1/4d/permissions/${agent}:RPTSTAKE`, { headers: bearer(admin) }));

  await signIn(page, agent, PASSWORD);
  await closeAnnouncementPopUps(page);
  // The menu's link names no view: the report opens on the first one the user holds, Out.
  await page.goto('/report/stake?LocId=SG');
  await expect.poll(() => new URL(page.url()).searchParams.get('VW')).toBe('RPTOUT');
  const views = page.getByRole('group', { name: 'View' });
  await expect(views.getByRole('button', { name: 'Out', exact: true })).toBeVisible();
  await expect(views.getByRole('button', { name: 'Strikes on Intake' })).toBeVisible();
  await expect(views.getByRole('button', { name: 'Stake', exact: true })).toHaveCount(0);

  await page.goto('/report/stake?LocId=SG&VW=RPTSTAKE');
  await expect(page.getByRole('alert')).toHaveText('Unauthorized Access');
  await expect(page.getByRole('grid')).toHaveCount(0);
});
