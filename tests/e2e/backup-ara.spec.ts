import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { accessToken, bearer, ok } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * Backup ARA (issue 23, "Done when": a Backup ARA download uploads back to the same bets): agent1 types
 * bets for member1 on SG's next draw, downloads the draw's backup from /utilities/backupARA, the bets
 * are deleted, and the downloaded file uploaded on Bet Upload as a Backup ARA file for member1 gives
 * member1 the same bets on that draw again (read back with bet/page/exportAra, a line per ticket).
 */

// Numbers no seed or other spec bets on, and the lines an ARA file writes for them (no day code,
// amounts to the cent): what the bets were typed as, read by the notation.
const TYPED = ['7301 1-2', 'R731 H-1', '7312k 1-', '7345i 0-3'];
const ARA_LINES = ['7301 1-2', 'R731 0.5-1', '7312k 1-', '7345i 0-3'];

const sorted = (lines: string[]) => [...lines].sort();
/** The bet lines of member1's section of an ARA file (none when it has no section: no tickets). */
function member1Lines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const start = lines.indexOf('#UserId member1');
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('#UserId '));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => line !== '');
}

async function member1Bets(request: APIRequestContext, token: string, drawId: number): Promise<string[]> {
  const response = await request.post('/api/v1/4d/bet/page/exportAra', { headers: bearer(token), data: { LocId: 'SG', DrawId: drawId, UserId: 'member1' } });
  expect(response.ok(), await response.text()).toBe(true);
  return member1Lines(await response.text()).filter((line) => /^(7301|R731|7312|7345)/.test(line));
}

test('a Backup ARA download uploaded back on Bet Upload gives the same bets', async ({ page, request }) => {
  test.slow();
  const token = await accessToken(request, 'agent1');
  const draw = (await ok(await request.get('/api/v1/4d/draw/activeLatest?LocId=SG', { headers: bearer(token) }))) as { DrawId: number; DrawDate: string };
  const placed = (await ok(
    await request.post('/api/v1/4d/bet/', {
      headers: { ...bearer(token), 'Idempotency-Key': `backup-ara-${Date.now()}` },
      data: { LocId: 'SG', DrawId: draw.DrawId, UserId: 'member1', Message: TYPED.join('\n') },
    }),
  )) as { Lines: { TicketId: number | null }[] };
  const ticketIds = placed.Lines.map((line) => line.TicketId);
  expect(ticketIds.every((id) => typeof id === 'number')).toBe(true);
  expect(sorted(await member1Bets(request, token, draw.DrawId))).toEqual(sorted(ARA_LINES));

  await signIn(page, 'agent1');
  await closeAnnouncementPopUps(page);
  await page.goto('/utilities/backupARA');
  const row = page.getByRole('grid', { name: 'Backup ARA' }).getByRole('row').filter({ hasText: draw.DrawDate });
  await expect(row).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ARA_SG_${draw.DrawDate}_agent1.txt`);
  const file = await readFile((await download.path())!);
  const backedUp = member1Lines(file.toString('utf8')).filter((line) => /^(7301|R731|7312|7345)/.test(line));
  expect(sorted(backedUp)).toEqual(sorted(ARA_LINES));
  // The draw is marked: the row shows the backup's ticket count.
  await expect(row.getByRole('gridcell').nth(3)).not.toHaveText('');

  // The bets go; the file brings them back.
  await ok(
    await request.delete('/api/v1/4d/bet/page', {
      headers: { ...bearer(token), 'Idempotency-Key': `backup-ara-delete-${Date.now()}` },
      data: { LocId: 'SG', TicketIds: ticketIds },
    }),
  );
  expect(await member1Bets(request, token, draw.DrawId)).toEqual([]);

  await page.goto('/bet/bet-upload');
  await page.getByLabel('Format').selectOption('ara');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/plain', buffer: file });
  const user = page.getByRole('combobox', { name: 'UserId' });
  await user.fill('member1');
  await page.getByRole('option', { name: /^member1\b/ }).click();
  await page.getByRole('textbox', { name: 'ARACode' }).fill('ARA-BACKUP');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Done.')).toBeVisible({ timeout: 60_000 });

  expect(sorted(await member1Bets(request, token, draw.DrawId))).toEqual(sorted(ARA_LINES));
});
