import { expect, test } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * Issue 21, Out Setting 3: agent2 (granted OutSet) creates a distributor, makes itself its partner, sets
 * the rule to Partners and runs it as a job: its Out now goes to the distributor, which therefore cannot
 * be deleted; Setting6 sends agent2's Out back to its upline, and the delete goes through.
 */
test('a distributor, its rule outset job, Setting6 and delete', async ({ page }) => {
  test.setTimeout(120_000);
  // A name of its own: a data directory kept from an earlier run still holds the earlier ones.
  const name = `E2E Company ${Date.now()}`;
  await signIn(page, 'agent2');
  await closeAnnouncementPopUps(page);
  await page.goto('/outset/outSetting3?LocId=SG');
  await expect(page.getByRole('heading', { name: 'Out Setting 3', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Draw Setting' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Create Distributor' }).click();
  const create = page.getByRole('form', { name: 'Create Distributor' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Distributor created.')).toBeVisible();

  await page.goto('/outset/outSetting3?LocId=SG');
  const row = () => page.getByRole('row').filter({ hasText: name });
  await expect(row()).toHaveCount(1);
  await row().getByRole('link', { name: 'Partners', exact: true }).click();
  const partners = page.getByRole('form', { name: 'Partners' });
  await partners.getByRole('textbox').fill('agent2');
  await partners.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Partners saved.')).toBeVisible();

  await page.goto('/outset/outSetting3?LocId=SG');
  await row().getByRole('link', { name: 'Rule', exact: true }).click();
  const rule = page.getByRole('form', { name: 'Rule' });
  await rule.getByLabel('Whose Out goes to the distributor').selectOption('partners');
  await rule.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Rule saved. Run the rule to apply it.')).toBeVisible();

  await page.goto('/outset/outSetting3?LocId=SG');
  await row().getByRole('link', { name: 'Run the rule' }).click();
  await expect(page.getByRole('heading', { name: 'Rule Outset', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Run the rule' }).click();
  const changed = page.getByRole('table', { name: 'Out settings changed' });
  await expect(changed.getByRole('cell')).toHaveText(['1', '0'], { timeout: 30_000 });

  await page.goto('/outset/outSetting3?LocId=SG');
  await row().getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText(`Delete the distributor ${name}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} cannot be deleted: the Out of agent2 goes to it. Send them back to their upline first.`)).toBeVisible();

  await page.goto('/outset/outSetting3/setting6?LocId=SG&UserId=agent2');
  const setting6 = page.getByRole('form', { name: 'Setting6' });
  await setting6.getByLabel('Out goes to').selectOption('upline');
  await setting6.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Out setting saved.')).toBeVisible();

  await page.goto('/outset/outSetting3?LocId=SG');
  await row().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row()).toHaveCount(0);
});
