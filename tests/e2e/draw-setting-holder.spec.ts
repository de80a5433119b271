import { expect, test } from '@playwright/test';
import { accessToken } from './support/api.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * Issue 19, contradiction 1: the menu shows Draw Setting to anyone granted DrawSetting (spec 02 §6),
 * and the server now lets them do what the page offers. agent1 (an agent granted DrawSetting, not an
 * admin, working at SG and MG) opens Draw Setting from the menu and saves a draw's times.
 */

interface DrawRow {
  DrawTime: string;
  CutOff: string;
}

test('a DrawSetting holder who is not an admin saves a draw time', async ({ page, request }) => {
  await signIn(page, 'agent1');
  await closeAnnouncementPopUps(page);
  // The menu offers it (Control tab, expanded when collapsed).
  const control = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Control', exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Draw Setting' }).click();
  await expect(page).toHaveURL(/\/control\/drawSetting/);

  const table = page.getByRole('table', { name: 'Draws of the week' });
  await expect(table).toBeVisible();
  // The last open draw of the week (the furthest from its cut-off); next week when this one has none left.
  const editable = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Edit Times', disabled: false }) });
  if ((await editable.count()) === 0) {
    await page.getByRole('button', { name: 'Next Week' }).click();
    await expect(editable.first()).toBeVisible();
  }
  const row = editable.last();
  const drawDate = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByRole('button', { name: 'Edit Times' }).click();

  await page.getByLabel('Draw Time').fill('19:05');
  await page.getByLabel('Cut-off Time').fill('18:35');
  await page.getByRole('button', { name: 'Save Times' }).click();
  await expect(page.getByText('Times saved.')).toBeVisible();
  await expect(page.getByText(/needs the DrawSetting permission|Only an admin/)).toHaveCount(0);
  const saved = table.getByRole('row').filter({ hasText: drawDate });
  await expect(saved).toContainText('19:05');
  await expect(saved).toContainText('18:35');

  // The server kept it: the draw's times as any reader of the calendar sees them.
  const token = await accessToken(request, 'admin');
  const response = await request.get(`/api/v1/4d/draw2?LocId=SG&DrawFrom=${drawDate}&DrawTo=${drawDate}`, { headers: { Authorization: `Bearer ${token}` } });
  const [draw] = ((await response.json()) as { data: DrawRow[] }).data;
  expect(draw).toBeDefined();
  expect(draw!.DrawTime).toBe(new Date(Date.parse(`${drawDate}T19:05:00+08:00`)).toISOString());
  expect(draw!.CutOff).toBe(new Date(Date.parse(`${drawDate}T18:35:00+08:00`)).toISOString());
});
