import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { resultErrorMessage } from '../../domain/settlement/resultMessages.ts';
import { formatMoney } from '../../src/widgets/money.ts';
import { accessToken } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * Draws, results and settlement in the browser (issue 15) against the real server, its job engine and
 * its seeded data: each location's latest past draw is closed and awaits its result, with the demo
 * tickets placed on it (server/db/seedResults.ts). The admin enters a result on which member1 holds a
 * winning and a losing ticket, inserts it (the job runs with visible progress), and member1 sees the
 * payout and the numbers. Then: the closed draw refuses a bet, an agent edits pay rates only in its
 * downline, and bad results are refused with their messages and store nothing.
 */

interface DrawRow {
  DrawId: number;
  DrawDate: string;
  Status: string;
  LocId: string;
}
interface TicketRow {
  TicketId: number;
  Number: string;
  BetType: string;
  BigCents: number;
  SmallCents: number;
  CostCents: number;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function dataOf<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The location's latest closed draw without a result: the one the seed left for the operator. */
async function awaitingDraw(request: APIRequestContext, token: string, locId: 'SG' | 'MG' | 'TT'): Promise<DrawRow> {
  const draws = await dataOf<DrawRow[]>(request, token, `${locId === 'TT' ? 'tt' : '4d'}/draw/dateAll?LocId=${locId}`);
  const closed = draws.find((draw) => draw.Status === 'closed');
  expect(closed, `${locId} has a closed draw awaiting its result`).toBeDefined();
  return closed!;
}

/** Opens Draw Setting at the location and the results of the draw (in this week or the one before). */
async function openResults(page: Page, locId: string, draw: DrawRow): Promise<Locator> {
  await page.goto(`/control/drawSetting?LocId=${locId}`);
  await expect(page.getByRole('heading', { name: 'Draw Setting', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Draws of the week' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`^${draw.DrawDate}`) });
  if (!(await row.isVisible())) await page.getByRole('button', { name: 'Previous Week' }).click();
  await expect(row).toContainText('Closed');
  await row.getByRole('button', { name: 'Results' }).click();
  const form = page.getByRole('form', { name: 'Result' });
  await expect(page.getByRole('heading', { name: `Results of ${draw.DrawDate}` })).toBeVisible();
  return form;
}

/** 23 distinct numbers with `first` as the 1st prize and none of `avoid` anywhere else. */
function fourDResult(first: string, avoid: ReadonlySet<string>): string[] {
  const numbers = [first];
  for (let n = 0; numbers.length < 23; n += 1) {
    const number = String((n * 7919 + 4321) % 10_000).padStart(4, '0');
    if (!avoid.has(number) && !numbers.includes(number)) numbers.push(number);
  }
  return numbers;
}

const FOUR_D_FIELDS = [
  '1st Prize',
  '2nd Prize',
  '3rd Prize',
  ...Array.from({ length: 10 }, (_, i) => `Starter ${i + 1}`),
  ...Array.from({ length: 10 }, (_, i) => `Consolation ${i + 1}`),
];

async function fillFourD(form: Locator, numbers: readonly string[]) {
  for (const [index, label] of FOUR_D_FIELDS.entries()) await form.getByLabel(label, { exact: true }).fill(numbers[index] ?? '');
}

/** The text of the cell of `row` under the header `column` of `grid`. */
async function cellText(grid: Locator, row: Locator, column: string): Promise<string> {
  const header = grid.getByRole('columnheader', { name: column, exact: true });
  const index = await header.getAttribute('aria-colindex');
  return (await row.locator(`[aria-colindex="${index}"]`).innerText()).trim();
}

test.describe.configure({ mode: 'serial' });

test('admin enters and inserts a result; member1 sees the payout on View Tickets and the numbers on Draw Result', async ({ page, browser, request }) => {
  const admin = await accessToken(request, 'admin');
  const member1 = await accessToken(request, 'member1');
  const draw = await awaitingDraw(request, admin, 'SG');
  const tickets = (await dataOf<{ Rows: TicketRow[] }>(request, member1, `4d/bet/page2?LocId=SG&DrawId=${draw.DrawId}&PageSize=1000`)).Rows;
  // From the first rows of View Tickets' own order (newest first, as page2 answers): the grid renders
  // the rows in view, so these are on screen without scrolling.
  const straights = tickets.slice(0, 15).filter((ticket) => ticket.BetType === 'straight' && ticket.BigCents > 0);
  const winner = straights[0]!;
  const loser = straights.find((ticket) => ticket.Number !== winner.Number)!;
  expect(winner && loser).toBeTruthy();
  const numbers = fourDResult(winner.Number, new Set(tickets.map((ticket) => ticket.Number)));

  await signIn(page, 'admin');
  const form = await openResults(page, 'SG', draw);
  await fillFourD(form, numbers);
  await page.getByRole('button', { name: 'Save Results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Results saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Insert Results' }).click();
  // The job's progress: entries settled of the draw's entries, to the end.
  const progress = page.getByRole('progressbar', { name: 'Entries settled' });
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('insertion-summary')).toContainText(/Results inserted: \d+ winning entries, \$[\d,]+\.\d\d paid\./, { timeout: 20_000 });
  const total = await progress.getAttribute('aria-valuemax');
  expect(Number(total)).toBeGreaterThanOrEqual(tickets.length);
  await expect(progress).toHaveAttribute('aria-valuenow', total!);

  // member1: the winner pays stake x the SG 1st prize (Big 2000, Small 3000 per $1); the loser lost its stake.
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, 'member1');
  await memberPage.goto(`/tickets/page?LocId=SG&DrawId=${draw.DrawId}`);
  const grid = memberPage.getByRole('grid', { name: 'View Tickets' });
  const rowOf = (ticket: TicketRow) =>
    grid.getByRole('row').filter({ has: memberPage.getByRole('gridcell', { name: String(ticket.TicketId), exact: true }) });
  await expect(rowOf(winner)).toBeVisible();
  const payout = winner.BigCents * 2000 + winner.SmallCents * 3000;
  expect(await cellText(grid, rowOf(winner), 'Payout')).toBe(formatMoney(payout / 100));
  expect(await cellText(grid, rowOf(winner), 'Win/Loss')).toBe(formatMoney((payout - winner.CostCents) / 100));
  expect(await cellText(grid, rowOf(loser), 'Payout')).toBe(formatMoney(0));
  expect(await cellText(grid, rowOf(loser), 'Win/Loss')).toBe(formatMoney(-loser.CostCents / 100));

  await memberPage.goto('/report/drawResult?LocId=SG');
  const results = memberPage.getByRole('grid', { name: 'Draw Result' });
  const drawRow = results.getByRole('row').filter({ has: memberPage.getByRole('gridcell', { name: draw.DrawDate, exact: true }) });
  await expect(drawRow).toBeVisible();
  expect(await cellText(results, drawRow, '1st')).toBe(winner.Number);
  expect(await cellText(results, drawRow, 'Starter')).toBe(numbers.slice(3, 13).join(' '));
});

test('after its cut-off a draw refuses bets, and Place Bets no longer offers it', async ({ page, request }) => {
  const member1 = await accessToken(request, 'member1');
  const draw = (await dataOf<DrawRow[]>(request, member1, '4d/draw/dateAll?LocId=SG')).find((d) => d.Status !== 'open')!;
  const response = await request.post('/api/v1/4d/bet/', { headers: bearer(member1), data: { LocId: 'SG', DrawId: draw.DrawId, Message: '1234 1-1' } });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { message: string }).message).toMatch(new RegExp(`^The draw of ${draw.DrawDate} closed at \\d\\d:\\d\\d: choose an open draw\\.$`));

  await signIn(page, 'member1');
  await page.goto('/bet/placeBets/add?LocId=SG&VW=PLACEBET');
  const drawChoice = page.getByLabel('Draw Date', { exact: true });
  await expect(drawChoice).toBeVisible();
  await expect(drawChoice.locator('option', { hasText: draw.DrawDate })).toHaveCount(0);
});

test('an agent edits the pay rates of its own downline only', async ({ page, request }) => {
  await signIn(page, 'agent1');
  await page.goto('/control/payRate?LocId=SG');
  await expect(page.getByRole('heading', { name: 'Pay Rate', level: 1 })).toBeVisible();
  const user = page.getByLabel('User', { exact: true });
  // agent1's downline is offered; agent2's members are not.
  await expect(user.locator('option', { hasText: 'member1' })).toHaveCount(1);
  await expect(user.locator('option', { hasText: 'member3' })).toHaveCount(0);
  await user.selectOption({ label: (await user.locator('option', { hasText: 'member1' }).innerText()).trim() });
  await page.getByRole('button', { name: 'Edit Big 1st Prize', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Big 1st Prize' }).fill('2100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rate saved.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ordinary' }).getByRole('row', { name: /^1st Prize/ })).toContainText('2100');

  // Outside its downline the server refuses, and nothing changes.
  const agent1 = await accessToken(request, 'agent1');
  const admin = await accessToken(request, 'admin');
  const before = await dataOf<unknown[]>(request, admin, '4d/payRatesN?LocId=SG&UserId=member3');
  const refused = await request.post('/api/v1/4d/payRate', {
    headers: bearer(agent1),
    data: { LocId: 'SG', UserId: 'member3', Kind: 'N', Variant: '', Prize: 'first', Stake: 'big', PerUnit: 9999 },
  });
  expect(refused.status()).toBe(403);
  expect(await dataOf<unknown[]>(request, admin, '4d/payRatesN?LocId=SG&UserId=member3')).toEqual(before);
});

test('bad results are refused with a message on their field, and nothing is stored', async ({ page, request }) => {
  const admin = await accessToken(request, 'admin');
  const mgDraw = await awaitingDraw(request, admin, 'MG');
  const stored = async (draw: DrawRow) =>
    (await dataOf<{ Result: unknown }>(request, admin, `${draw.LocId === 'TT' ? 'tt' : '4d'}/draw/result?LocId=${draw.LocId}&DrawId=${draw.DrawId}`)).Result;
  const numbers = fourDResult('1234', new Set());

  await signIn(page, 'admin');
  const form = await openResults(page, 'MG', mgDraw);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const refusedWith = async (label: string, message: string) => {
    await page.getByRole('button', { name: 'Save Results' }).click();
    await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(message);
    expect(await stored(mgDraw)).toBeNull();
  };

  // 22 numbers: the last Consolation left empty.
  await fillFourD(form, numbers.slice(0, 22));
  await refusedWith('Consolation 10', resultErrorMessage('four-d-missing', 'Consolation 10'));
  // A duplicate of the 1st prize.
  await field('Consolation 10').fill('1234');
  await refusedWith('Consolation 10', 'Consolation 10: this number is already 1st Prize.');
  // 5 digits.
  await field('Consolation 10').fill('12345');
  await refusedWith('Consolation 10', resultErrorMessage('four-d-digits'));

  // The server refuses the same on its own, whatever the page lets through.
  const refused = await request.post('/api/v1/4d/draw/result', {
    headers: bearer(admin),
    data: { LocId: 'MG', DrawId: mgDraw.DrawId, Result: { Game: '4D', First: numbers[0], Second: numbers[1], Third: numbers[2], Starters: numbers.slice(3, 13), Consolations: numbers.slice(13, 22) } },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { data: { Problems: { Message: string }[] } }).data.Problems.map((p) => p.Message)).toContain(
    resultErrorMessage('four-d-count', 22),
  );
  expect(await stored(mgDraw)).toBeNull();

  // TOTO: 50 is not a ball.
  const ttDraw = await awaitingDraw(request, admin, 'TT');
  const totoForm = await openResults(page, 'TT', ttDraw);
  for (const [index, ball] of ['3', '11', '19', '27', '35', '50'].entries()) await totoForm.getByLabel(`Number ${index + 1}`, { exact: true }).fill(ball);
  await totoForm.getByLabel('Additional Number', { exact: true }).fill('44');
  await page.getByRole('button', { name: 'Save Results' }).click();
  await expect(totoForm.getByLabel('Number 6', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(totoForm).toContainText(resultErrorMessage('toto-range'));
  expect(await stored(ttDraw)).toBeNull();
});
