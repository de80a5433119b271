import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { accessToken, agentWithPlayer, bearer, ok } from './support/api.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * The intake chain end to end (issue 21), on the real server and database: an agent's intake limit of
 * $10 Big on a number keeps $10 of a $25 Big bet and passes $15 up, which the company's Bets In shows;
 * a throw number of the agent goes up whole. The agent and its player are made through their calls as
 * setup (admin-agents.spec.ts walks those forms); the limit and the throw number through the screens.
 * Expected figures follow DOMAIN.md ("Taken in up the tree"): Intake = min(In, limit), Out = In - Intake,
 * a throw number keeps nothing; the company keeps what reaches it.
 */
const AGENT = 'chainagent';
const PLAYER = 'chainplayer';
const PASSWORD = 'Chain#Pass123';

async function pageOf(browser: Browser, userId: string, password?: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, userId, password);
  await closeAnnouncementPopUps(page);
  return page;
}

const dataRows = (grid: Locator) => grid.locator('[role="rowgroup"].data-table__body [role="row"]');

/** The row of `number` on Bets In, as header → cell text. */
async function betsInRow(page: Page, drawId: string, number: string): Promise<Record<string, string>> {
  await page.goto(`/outset/betsIn?Choice=1&LocId=SG&DrawId=${drawId}&txtSearch=${number}`);
  const grid = page.getByRole('grid', { name: 'Bets In' });
  const row = dataRows(grid).filter({ hasText: number });
  await expect(row).toHaveCount(1);
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const cells = (await row.getByRole('gridcell').allTextContents()).map((text) => text.trim());
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
}

/** A 4-digit number nobody has bet in the draw yet (the company's Bets In has no row for it). */
async function unusedNumber(request: APIRequestContext, admin: string, drawId: string, taken: readonly string[]) {
  for (;;) {
    const number = String(1000 + Math.floor(Math.random() * 9000));
    if (taken.includes(number)) continue;
    const answer = (await ok(
      await request.get(`/api/v1/4d/betsIn?LocId=SG&DrawId=${drawId}&txtSearch=${number}`, { headers: bearer(admin) }),
    )) as { Rows: { Number: string }[] };
    if (!answer.Rows.some((row) => row.Number === number)) return number;
  }
}

async function placeBet(page: Page, line: string, cost: string) {
  await page.goto('/bet/placeBets/add');
  await expect(page.getByRole('combobox', { name: 'Draw Date' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Bets' }).fill(line);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('status')).toContainText(`Cost: ${cost}`);
}

test('an intake limit keeps $10 of a $25 Big bet and passes $15 up; a throw number goes up whole', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await accessToken(request, 'admin');
  await agentWithPlayer(request, { agent: AGENT, player: PLAYER, password: PASSWORD, agentCreditCents: 100_000, playerCreditCents: 20_000 });
  // Out settings are for users granted OutSet (spec 02 §6): the admin grants it, as on its Permission screen.
  await ok(await request.post('/api/v1/4d/permissions', { headers: bearer(admin), data: { LocId: 'SG', UserId: AGENT, Attribute: 'OutSet' } }));

  const agent = await pageOf(browser, AGENT, PASSWORD);
  const player = await pageOf(browser, PLAYER, PASSWORD);
  const company = await pageOf(browser, 'admin');

  // Bets In opens on the next open draw: the draw Place Bets offers first.
  await agent.goto('/outset/betsIn?Choice=1&LocId=SG');
  await expect.poll(() => new URL(agent.url()).searchParams.get('DrawId')).not.toBeNull();
  const drawId = new URL(agent.url()).searchParams.get('DrawId')!;
  const limited = await unusedNumber(request, admin, drawId, []);
  const thrown = await unusedNumber(request, admin, drawId, [limited]);

  // The agent's limit: $10 Big on the number, through Out Setting's Add.
  await agent.goto('/outset/outSetting?LocId=SG');
  await agent.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Add' }).click();
  const limitForm = agent.getByRole('form', { name: 'Out Setting' });
  await limitForm.getByLabel('Number (* for every number)').fill(limited);
  await limitForm.getByLabel('Bet Type').selectOption('straight');
  await limitForm.getByLabel('Big (empty: no limit)').fill('10');
  await limitForm.getByRole('button', { name: 'Submit' }).click();
  await expect(agent.getByText('Limit saved.')).toBeVisible();

  // A throw number of the agent, through Throw Number's Add.
  await agent.goto('/outset/throwNumber?LocId=SG');
  await agent.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Add' }).click();
  const throwForm = agent.getByRole('form', { name: 'Add Throw Numbers' });
  await throwForm.getByLabel('Numbers (separated by spaces or commas)').fill(thrown);
  await throwForm.getByRole('button', { name: 'Submit' }).click();
  await expect(agent.getByText('Throw numbers added.')).toBeVisible();

  await placeBet(player, `${limited} 25-0`, '$25.00');
  await placeBet(player, `${thrown} 5-0`, '$5.00');

  // The agent: 25 in, 10 kept (its limit), 15 out.
  const agentLimited = await betsInRow(agent, drawId, limited);
  expect([agentLimited['Big In'], agentLimited['Big Intake'], agentLimited['Big Out']]).toEqual(['$25.00', '$10.00', '$15.00']);
  // The thrown number: nothing kept, all of it passed up.
  const agentThrown = await betsInRow(agent, drawId, thrown);
  expect([agentThrown['Big In'], agentThrown['Big Intake'], agentThrown['Big Out']]).toEqual(['$5.00', '$0.00', '$5.00']);

  // The company: what the agent passed up came in, and the company keeps it.
  const companyLimited = await betsInRow(company, drawId, limited);
  expect([companyLimited['Big In'], companyLimited['Big Intake'], companyLimited['Big Out']]).toEqual(['$15.00', '$15.00', '$0.00']);
  const companyThrown = await betsInRow(company, drawId, thrown);
  expect([companyThrown['Big In'], companyThrown['Big Intake'], companyThrown['Big Out']]).toEqual(['$5.00', '$5.00', '$0.00']);
});
