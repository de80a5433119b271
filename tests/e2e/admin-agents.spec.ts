import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support/signIn.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';

/**
 * Administration (issue 20): admin creates an agent with credit, a share and a commission; the agent
 * signs in, creates a player and gives it credit; a share above its own is refused with its message.
 * The users are made here (e2eboss, e2eplayer), so no other spec's demo user changes.
 */
const AGENT = 'e2eboss';
const PLAYER = 'e2eplayer';
const PASSWORD = 'Boss#Pass123';

async function openAdministration(page: Page, item: 'Agents' | 'Players') {
  await closeAnnouncementPopUps(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Administration' }).click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
}

test('admin creates an agent; the agent creates a player, gives it credit, and cannot give a share above its own', async ({ page }) => {
  // Two users sign in and five forms are filled: longer than one page's default.
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await openAdministration(page, 'Agents');
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  const create = page.getByRole('form', { name: 'Create Agent' });
  await create.getByLabel('User Id').fill(AGENT);
  await create.getByLabel('User Name').fill('E2E Boss');
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await create.getByLabel('Confirm Password').fill('Other#Pass123');
  await create.getByLabel('Confirm Password').blur();
  // The equal-to check (spec 02 §5), as one types.
  await expect(create.getByText('Password does not match', { exact: true })).toBeVisible();
  await create.getByLabel('Confirm Password').fill(PASSWORD);
  await create.getByRole('group', { name: 'Locations' }).getByLabel('SG').check();
  await create.getByLabel('May create agents (EnableCreateAgent)').check();
  await create.getByLabel('May create players (EnableCreateDownline)').check();
  await create.getByLabel('Share', { exact: true }).fill('0.3');
  await create.getByLabel('Commission', { exact: true }).fill('0.1');
  await create.getByLabel('Credit', { exact: true }).fill('1000');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Agent created.' })).toBeVisible();

  // The list shows it with its Credit; Credit Left is all of it (no bets yet).
  await page.goto('/admin/agents?LocId=SG&txtSearch=e2eboss');
  const row = page.getByRole('row').filter({ hasText: AGENT });
  await expect(row).toContainText('$1,000.00');
  await expect(row).toContainText('30%');
  await signOut(page);

  await signIn(page, AGENT, PASSWORD);
  await openAdministration(page, 'Players');
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  const player = page.getByRole('form', { name: 'Create Player' });
  await player.getByLabel('User Id').fill(PLAYER);
  await player.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await player.getByLabel('Confirm Password').fill(PASSWORD);
  await player.getByLabel('Birth Date').fill('1990-01-15');
  await player.getByRole('group', { name: 'Locations' }).getByLabel('SG').check();
  await player.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Player created.' })).toBeVisible();

  await page.goto('/admin/players?LocId=SG');
  await page.getByRole('row').filter({ hasText: PLAYER }).getByRole('link', { name: 'Credit' }).click();
  const credit = page.getByRole('form', { name: 'Player Credit' });
  // More than the agent's own Credit is refused on the field, with the figures.
  await credit.getByLabel('Credit', { exact: true }).fill('1500');
  await credit.getByRole('button', { name: 'Submit' }).click();
  await expect(credit.getByText(`You can grant ${PLAYER} at most $1,000.00: your Credit is $1,000.00 and $0.00 of it is granted to other downlines.`)).toBeVisible();
  await credit.getByLabel('Credit', { exact: true }).fill('200');
  await credit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Credit saved.' })).toBeVisible();
  await page.goto('/admin/players?LocId=SG');
  await expect(page.getByRole('row').filter({ hasText: PLAYER })).toContainText('$200.00');

  // A share above the agent's own 30 % is refused on the field, in the server's words: the form loaded
  // the agent's ceilings (profileNewFull) and says so as the field is left; a submit focuses it. (The
  // server's own refusal is proven by tests/server/userAdmin.test.ts.)
  await page.goto('/admin/agents/new?LocId=SG');
  const sub = page.getByRole('form', { name: 'Create Agent' });
  await sub.getByLabel('User Id').fill('e2esub');
  await sub.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await sub.getByLabel('Confirm Password').fill(PASSWORD);
  await sub.getByRole('group', { name: 'Locations' }).getByLabel('SG').check();
  await sub.getByLabel('Share', { exact: true }).fill('0.4');
  await sub.getByLabel('Share', { exact: true }).blur();
  await expect(sub.getByText('Share cannot be above your own share (30%).', { exact: true })).toBeVisible();
  await sub.getByRole('button', { name: 'Submit' }).click();
  await expect(sub.getByLabel('Share', { exact: true })).toBeFocused();
});
