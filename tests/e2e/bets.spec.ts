import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * Bet entry end to end (issue 9), on the real server and database: a member places a multi-line bet
 * and finds its tickets; an agent uploads a 10 000-line file, watches it go up and be processed, reads
 * the rejected lines, and processing the same file again adds nothing.
 * Accounts: member2 places bets; agent1 uploads for member1 (no other spec bets with them).
 */

/** Tickets of a user as the server stores them (an upline may ask about its downline). */
async function ticketTotal(request: APIRequestContext, token: string, userId: string) {
  const response = await request.get(`/api/v1/4d/bet/page2?LocId=SG&UserId=${userId}&PageSize=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { Total: number } }).data.Total;
}

test('a member places a multi-line bet, sees each line accepted or rejected, and finds its tickets', async ({ page }) => {
  await signIn(page, 'member2');
  await page.goto('/bet/placeBets/add');
  const draw = page.getByRole('combobox', { name: 'Draw Date' });
  // The soonest open draw is chosen; finalised draws are not offered.
  await expect(draw).not.toHaveValue('');

  const bets = page.getByRole('textbox', { name: 'Bets' });
  await bets.fill('1234 1-2\n12x4 1-1\nR234 1-1');
  // Live parsing as one types: the error on its line and column, the totals of the valid lines.
  await expect(page.getByRole('list', { name: 'Errors in the bets' })).toHaveText(
    'Line 2, column 3: A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234',
  );
  await expect(page.getByTestId('bet-totals')).toHaveText('Tickets: 11 · Cost: $23.00');
  await expect(page.getByTestId('sms-limit')).toHaveText('SMS: 3 of 10 sets, 26 of 150 characters.');

  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('status')).toHaveText('2 lines accepted, 1 rejected. Tickets: 11 · Cost: $23.00');
  const rows = result.getByRole('row');
  await expect(rows.nth(1)).toContainText('Accepted');
  await expect(rows.nth(2)).toContainText('Rejected (column 3): A number has 4 digits');
  await expect(rows.nth(3)).toContainText('Accepted');

  await page.goto('/tickets/page');
  const tickets = page.getByRole('grid', { name: 'View Tickets' });
  // Newest first (the seeded tickets are older); same moment, so the later line first.
  await expect(tickets.getByRole('row').nth(1)).toContainText('R234');
  await expect(tickets.getByRole('row').nth(1)).toContainText('Roll');
  await expect(tickets.getByRole('row').nth(1)).toContainText('$20.00');
  await expect(tickets.getByRole('row').nth(2)).toContainText('1234');
  await expect(tickets.getByRole('row').nth(2)).toContainText('$3.00');
});

/** 10 000 bet lines; every 1000th is mistyped (a letter in the number), so 10 are rejected. */
function tenThousandLines(): string {
  const lines: string[] = [];
  for (let i = 1; i <= 10_000; i++) {
    lines.push(i % 1000 === 0 ? `12x${i % 10} 1-1` : `${String(i % 10_000).padStart(4, '0')} 1-1`);
  }
  return `${lines.join('\n')}\n`;
}

/** Records every value the progress bar named `name` takes, from the page itself, as it changes. */
async function recordProgress(page: Page, name: string) {
  await page.evaluate((label) => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen ??= {};
    (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen[label] = seen;
    const look = () => {
      const bar = document.querySelector<HTMLProgressElement>(`progress[aria-label="${label}"]`);
      if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, name);
  return () => page.evaluate((label) => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen[label]!, name);
}

test('an agent uploads a 10 000-line file, watches it upload and process, reads the rejected lines; processing it again adds nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent1');
  await page.goto('/bet/bet-upload');
  const token = await accessToken(request, 'agent1');
  const before = await ticketTotal(request, token, 'member1');
  // The file's 9 990 good lines cost $19 980: more than member1's seeded Credit Left. Its upline gives
  // it that much more Credit first, through the credit call, so every good line is stored.
  const member = await accessToken(request, 'member1');
  const figures = await request.get('/api/v1/profile/refresh', { headers: { Authorization: `Bearer ${member}` } });
  const credit = ((await figures.json()) as { data: { Credit: number } }).data.Credit;
  const raised = await request.put('/api/v1/4d/agents/credit', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `bets-e2e-${Date.now()}` },
    data: { LocId: 'SG', UserId: 'member1', CreditCents: Math.round(credit * 100) + 1_998_000 },
  });
  expect(raised.ok(), await raised.text()).toBe(true);

  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'bets-10000.txt', mimeType: 'text/plain', buffer: Buffer.from(tenThousandLines()) });
  const user = page.getByRole('combobox', { name: 'UserId' });
  await user.fill('member1');
  await page.getByRole('option', { name: /^member1\b/ }).click();
  await expect(user).toHaveValue(/^member1\b/);
  await page.getByRole('textbox', { name: 'ARACode' }).fill('ARA-E2E');
  // The spec's defaults: StrictNumber checked, AcceptDecimals not.
  await expect(page.getByRole('checkbox', { name: 'StrictNumber' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'AcceptDecimals' })).not.toBeChecked();

  const uploadSeen = await recordProgress(page, 'Upload progress');
  const processingSeen = await recordProgress(page, 'Lines processed');
  await page.getByRole('button', { name: 'Upload' }).click();

  const processed = page.getByRole('progressbar', { name: 'Lines processed' });
  await expect(page.getByText('Done.')).toBeVisible({ timeout: 60_000 });
  await expect(processed).toHaveAttribute('aria-valuenow', '10000');
  await expect(processed).toHaveAttribute('aria-valuemax', '10000');
  await expect(page.getByTestId('file-job-summary')).toHaveText('9990 lines accepted, 10 rejected.');
  const rejected = page.getByRole('table', { name: 'Rejected lines' });
  await expect(rejected.getByRole('row')).toHaveCount(11);
  await expect(rejected.getByRole('row').nth(1)).toContainText('1000');
  await expect(rejected.getByRole('row').nth(1)).toContainText('12x0 1-1');
  await expect(rejected.getByRole('row').nth(1)).toContainText('A number has 4 digits');

  // What the page showed on the way: the upload bar from 0 to 100 % (over loopback the ~90 KB go in
  // one piece, so no value between is promised), the lines-processed bar before completion and at
  // 10 000, each only ever moving forward.
  const uploads = await uploadSeen();
  const lines = await processingSeen();
  console.log(`upload progress seen: ${uploads.join(', ')}; lines processed seen: ${lines.join(', ')}`);
  expect(uploads[0]).toBe(0);
  expect(uploads.at(-1)).toBe(100);
  expect([...uploads].sort((a, b) => a - b)).toEqual(uploads);
  expect(lines[0]).toBeLessThan(10_000);
  expect(lines.at(-1)).toBe(10_000);
  expect([...lines].sort((a, b) => a - b)).toEqual(lines);

  const afterFirst = await ticketTotal(request, token, 'member1');
  expect(afterFirst - before).toBe(9990);
  // The file is listed as processed.
  const files = page.getByRole('table', { name: 'Uploaded files' });
  await expect(files.getByRole('row', { name: /bets-10000\.txt/ })).toContainText('Processed');

  // Processing the same file again answers its finished job and stores nothing more.
  await page.getByRole('button', { name: 'Process bets-10000.txt' }).click();
  await expect(page.getByText('Done.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('file-job-summary')).toHaveText('9990 lines accepted, 10 rejected.');
  expect(await ticketTotal(request, token, 'member1')).toBe(afterFirst);
});

test('a bet whose answer was lost and is submitted again is stored once (the same Idempotency-Key)', async ({ page, request }) => {
  await signIn(page, 'member2');
  const token = await accessToken(request, 'member2');
  const before = await ticketTotal(request, token, 'member2');
  await page.goto('/bet/placeBets/add');
  await expect(page.getByRole('combobox', { name: 'Draw Date' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Bets' }).fill('4321 1-1');

  // The first POST reaches the server (its bets are stored), then the connection drops before the answer.
  const keys: string[] = [];
  let loseTheAnswer = true;
  await page.route(
    (url) => url.pathname.endsWith('/4d/bet/'),
    async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      if (loseTheAnswer) {
        loseTheAnswer = false;
        await route.abort('connectionreset');
        return;
      }
      await route.fulfill({ response });
    },
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // The user, seeing no result, submits the same bets again: the retry gets the first answer.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('status')).toHaveText(/^1 lines accepted, 0 rejected/);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await ticketTotal(request, token, 'member2')).toBe(before + 1);
});
