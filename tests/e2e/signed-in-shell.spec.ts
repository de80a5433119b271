import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import QRCode from 'qrcode';
import { signIn } from './support/signIn.ts';
import { accessToken } from './support/api.ts';
import { formatMoney } from '../../src/widgets/money.ts';
import type { APIRequestContext } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { formatServerClock } from '../../src/shell/clockFormat.ts';
import { BOT_QR_LOGO_SIZE, BOT_QR_OPTIONS } from '../../src/shell/botQr.ts';

// The signed-in frame (spec 02 §2.2–§2.4, §2.11, §6) against the real server and its seeded
// accounts (server/db/seedSignedInArea.ts). admin is used read-only: choosing a location only
// writes this browser's localStorage.

/** Signs in, agrees to the terms and closes home's pop-up announcements (they are modal). */
async function enter(page: Page, userId: string) {
  await signIn(page, userId);
  await closeAnnouncementPopUps(page);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const tabNames = (page: Page) => mainMenu(page).getByRole('heading').allInnerTexts();
const tab = (page: Page, name: string) => mainMenu(page).locator('section', { has: page.getByRole('heading', { name, exact: true }) });

/** Expands a tab (when collapsed) and answers the names of its entries. */
async function itemsOf(page: Page, name: string): Promise<string[]> {
  const toggle = mainMenu(page).getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return tab(page, name).getByRole('listitem').allInnerTexts();
}

test.describe('each account sees the menu its profile gives it (desktop)', () => {
  test('admin (Granted *): all nine tabs, Agents and the admin-only tools', async ({ page }) => {
    await enter(page, 'admin');
    expect(await tabNames(page)).toEqual(['Administration', 'Bets', 'Report', 'Control', 'OutSet', 'Utilities', 'SMS', 'SMS Gateway', 'Options']);
    expect(await itemsOf(page, 'Administration')).toEqual(expect.arrayContaining(['Agents', 'Players', 'Payments', 'Payment History', 'Downline Mobile']));
    expect(await itemsOf(page, 'Control')).toEqual(expect.arrayContaining(['Announcement', 'Draw Setting', 'Fixed Setting', 'Permission']));
    expect(await itemsOf(page, 'Utilities')).toEqual(['Backup ARA', 'Credit Recalculation', 'Clear Cache', 'Super Password', 'Audit Log']);
    // SG: the usual strike report; Draw Result is at every location (decision drawResultForEveryone).
    const report = await itemsOf(page, 'Report');
    expect(report).toContain('Strike Report');
    expect(report).toContain('Draw Result');
    expect(await tab(page, 'Report').getByRole('link', { name: 'Draw Result' }).getAttribute('href')).toMatch(/^\/report\/drawResult\?LocId=SG&rand=\d+$/);
  });

  test('agent1 (BetEntry, Report, DrawSetting; may create downline, not agents)', async ({ page }) => {
    await enter(page, 'agent1');
    expect(await tabNames(page)).toEqual(['Administration', 'Bets', 'Report', 'Control', 'Utilities', 'SMS', 'Options']);
    const administration = await itemsOf(page, 'Administration');
    expect(administration).toContain('Players');
    expect(administration).not.toContain('Agents');
    const control = await itemsOf(page, 'Control');
    expect(control).toEqual(['Draw Setting', 'Sub Share', 'Share Claim', 'Share Claim Setting', 'Share Claim Company', 'Pay Rate']);
    expect(await itemsOf(page, 'Utilities')).toEqual(['Backup ARA']);
  });

  test('member1 (a player): of the reports only Draw Result; no Control, OutSet or Utilities; no Agents or Players', async ({ page, request }) => {
    await enter(page, 'member1');
    expect(await tabNames(page)).toEqual(['Administration', 'Bets', 'Report', 'SMS', 'Options']);
    expect(await itemsOf(page, 'Report')).toEqual(['Draw Result']);
    const administration = await itemsOf(page, 'Administration');
    expect(administration).not.toContain('Agents');
    expect(administration).not.toContain('Players');
    expect(administration).toEqual(expect.arrayContaining(['Profile', 'Mobile', 'Change Password', 'Installation Guide']));
    const bets = await itemsOf(page, 'Bets');
    expect(bets).toEqual(expect.arrayContaining(['Place Bets', 'Fixed Bets', 'View Tickets']));
    expect(bets).not.toContain('Out Bets');
    expect(await itemsOf(page, 'SMS')).toEqual(['SMS View']);
    // The member info panel: where the member works as text (no chooser), the figures in dollars.
    const info = page.getByRole('region', { name: 'Member info' });
    await expect(info.getByTestId('member-info-location')).toHaveText('Singapore');
    await expect(info.getByRole('combobox', { name: 'Location' })).toHaveCount(0);
    const figures = await creditOf(request, 'member1');
    await expect(info.getByTestId('credit-given')).toHaveText(formatMoney(figures.Credit));
    await expect(info.getByTestId('account-balance')).toHaveText(formatMoney(figures.AccBal));
    // Every link carries LocId; links with VW carry the timestamp t as well.
    const placeBets = tab(page, 'Bets').getByRole('link', { name: 'Place Bets' });
    expect(await placeBets.getAttribute('href')).toMatch(/^\/bet\/placeBets\/add\?LocId=SG&VW=PLACEBET&rand=\d+$/);
  });

  test('ttagent in TT: TT menus (Draw Result, Limit Setting, Group Report with tShare), TT paths', async ({ page }) => {
    await enter(page, 'ttagent');
    expect(await tabNames(page)).toEqual(['Administration', 'Bets', 'Report', 'Control', 'Utilities', 'SMS', 'Options']);
    const report = await itemsOf(page, 'Report');
    expect(report).toEqual(expect.arrayContaining(['Full Report', 'Group Report', 'Draw Result']));
    expect(await tab(page, 'Report').getByRole('link', { name: 'Full Report' }).getAttribute('href')).toMatch(/^\/report\/tt\/full\?LocId=TT&VW=RPTFULL&rand=\d+$/);
    expect(await itemsOf(page, 'Control')).toEqual(['Limit Setting', 'Sub Share', 'Pay Rate']);
    expect(await tab(page, 'Bets').getByRole('link', { name: 'Place Bets' }).getAttribute('href')).toMatch(/^\/bet\/placeBets\/add-simple\?/);
  });
});

test('the active tab follows the URL prefix', async ({ page }) => {
  await enter(page, 'agent1');
  // /admin/home highlights Bets.
  await expect(tab(page, 'Bets')).toHaveAttribute('data-active', 'true');
  // SMS Report, under the SMS tab: a real screen since issue 23 (no menu entry shows the placeholder now).
  await itemsOf(page, 'SMS');
  await tab(page, 'SMS').getByRole('link', { name: 'SMS Report' }).click();
  await expect(page).toHaveURL(/\/sms\/smsReport\?LocId=SG&rand=\d+$/);
  await expect(tab(page, 'SMS')).toHaveAttribute('data-active', 'true');
  await expect(tab(page, 'Bets')).toHaveAttribute('data-active', 'false');
  await expect(page.getByRole('heading', { name: 'SMS Report', level: 1 })).toBeVisible();
  await expect(page.getByText('This screen is not in this release.')).toHaveCount(0);

  await itemsOf(page, 'Control');
  await tab(page, 'Control').getByRole('link', { name: 'Draw Setting' }).click();
  await expect(tab(page, 'Control')).toHaveAttribute('data-active', 'true');
  await expect(tab(page, 'SMS')).toHaveAttribute('data-active', 'false');

  // Back in the browser history: the tab follows again.
  await page.goBack();
  await expect(page).toHaveURL(/\/sms\/smsReport/);
  await expect(tab(page, 'SMS')).toHaveAttribute('data-active', 'true');
});

test('switching SG -> MG -> TT stores loc, reloads home with the LocId, and TT calls go to tt/', async ({ page }) => {
  await enter(page, 'admin');
  const locations = page.getByRole('radiogroup', { name: 'Location' });
  await expect(locations.getByRole('radio', { name: 'Singapore' })).toBeChecked();
  await expect(page.getByRole('complementary', { name: 'Menu' })).toHaveClass(/sg-left/);

  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await locations.getByRole('radio', { name: 'Malaysia' }).check();
  await expect(page).toHaveURL(/\/admin\/home\?LocId=MG$/);
  await expect(page.getByRole('radiogroup', { name: 'Location' }).getByRole('radio', { name: 'Malaysia' })).toBeChecked();
  // A full page load: the marker of the old page is gone.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  expect(marker).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('loc'))).toBe('MG');
  await closeAnnouncementPopUps(page);
  // MG's theme: the left menu's class and the table colours.
  await expect(page.getByRole('complementary', { name: 'Menu' })).toHaveClass(/mg-left/);
  expect(await page.locator('.shell').evaluate((el) => getComputedStyle(el).getPropertyValue('--table-colour-1').trim())).toBe('#FBF7EE');

  const ttCall = page.waitForRequest((request) => /\/api\/v1\/tt\//.test(request.url()));
  await page.getByRole('radiogroup', { name: 'Location' }).getByRole('radio', { name: 'TOTO' }).check();
  await expect(page).toHaveURL(/\/admin\/home\?LocId=TT$/);
  const request = await ttCall;
  expect(new URL(request.url()).searchParams.get('LocId')).toBe('TT');
  expect(await page.evaluate(() => localStorage.getItem('loc'))).toBe('TT');
  await closeAnnouncementPopUps(page);
  // The TT menus: Draw Result appears.
  expect(await itemsOf(page, 'Report')).toContain('Draw Result');
  await expect(page.getByRole('complementary', { name: 'Menu' })).toHaveClass(/tt-left/);
});

test('logout asks "Are you sure to log it out?": Cancel stays, OK signs out', async ({ page }) => {
  await enter(page, 'member1');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Logout' }).click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure to log it out?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/home/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();

  // The left menu's Logout asks the same; Escape dismisses too.
  await page.getByRole('complementary', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).last().click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();

  await banner.getByRole('button', { name: 'Logout' }).click();
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test.describe('clock', () => {
  test.use({ timezoneId: 'UTC' });

  test('ticks every second from the server time, not the browser time', async ({ page }) => {
    // The browser believes it is 2020; the server knows better.
    await page.clock.install({ time: new Date('2020-01-01T00:00:00Z') });
    const settings = page.waitForResponse((response) => /\/api\/v1\/settings\?/.test(response.url()));
    await enter(page, 'member1');
    const body = (await (await settings).json()) as { data: { serverTime: string } };
    const serverMs = Date.parse(`${body.data.serverTime.split('.')[0]}Z`);

    const clock = page.getByRole('timer', { name: 'Clock' });
    await expect(clock).toHaveAttribute('data-source', 'server');
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    const shown = Date.parse((await clock.getAttribute('datetime'))!);
    expect(shown).toBeGreaterThanOrEqual(serverMs);
    expect(shown - serverMs).toBeLessThan(60_000);
    await expect(clock).toHaveText(formatServerClock(shown, 'en', 'UTC'));

    await page.clock.runFor(5000);
    await expect(clock).toHaveAttribute('datetime', new Date(shown + 5000).toISOString());
    await expect(clock).toHaveText(formatServerClock(shown + 5000, 'en', 'UTC'));
    expect(formatServerClock(shown + 5000, 'en', 'UTC')).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/);
  });
});

test('the Telegram QR popover shows a code that encodes the bot link', async ({ page }) => {
  await enter(page, 'member1');
  const bot = 'https://t.me/Draw4DBot'; // SG's SMS setting (server/db/seedSignedInArea.ts)
  await expect(page.getByRole('complementary', { name: 'Menu' }).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', bot);

  await page.getByRole('button', { name: 'Telegram QR' }).click();
  const popover = page.getByRole('dialog', { name: 'Telegram bot QR code' });
  await expect(popover).toBeVisible();
  const image = popover.getByRole('img', { name: 'QR code of the Telegram bot' });
  await expect(image).toBeVisible();

  // The modules the code must have for the link, with error correction M.
  const qr = QRCode.create(bot, { errorCorrectionLevel: BOT_QR_OPTIONS.errorCorrectionLevel });
  const size = qr.modules.size;
  const expected = Array.from({ length: size * size }, (_, i) => Boolean(qr.modules.data[i]));
  // Read the module centres of the image shown.
  const seen = await image.evaluate(
    (img: HTMLImageElement, size: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const scale = img.naturalWidth / size;
      const dark: boolean[] = [];
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          const [r, g, b] = context.getImageData(Math.floor((col + 0.5) * scale), Math.floor((row + 0.5) * scale), 1, 1).data;
          dark.push(r! + g! + b! < 384);
        }
      }
      return { width: img.naturalWidth, height: img.naturalHeight, dark };
    },
    size,
  );
  expect(seen.width).toBe(BOT_QR_OPTIONS.width);
  expect(seen.height).toBe(BOT_QR_OPTIONS.width);
  // Outside the 48x48 logo in the middle (and a module's width around it), every module is exactly the code's.
  const scale = seen.width / size;
  const logoFrom = (seen.width - BOT_QR_LOGO_SIZE) / 2;
  const logoTo = logoFrom + BOT_QR_LOGO_SIZE;
  const centres = (index: number) => [Math.floor(index / size), index % size].map((n) => (n + 0.5) * scale);
  const near = (index: number, margin: number) => centres(index).every((c) => c >= logoFrom - margin && c <= logoTo + margin);
  const mismatches = expected.filter((dark, i) => !near(i, scale) && seen.dark[i] !== dark).length;
  expect(mismatches).toBe(0);
  // The logo hides far fewer modules than error correction M (about 15%) restores.
  const hidden = expected.filter((_, i) => near(i, 0)).length;
  expect(hidden / expected.length).toBeLessThan(0.1);
});

test.describe('mobile width', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the sidebar is hidden by default and opens with the menu button; the header is reduced', async ({ page }) => {
    await enter(page, 'agent1');
    const menu = page.getByRole('complementary', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('timer', { name: 'Clock' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show menu' }).click();
    await expect(menu).toBeVisible();
    // The mobile shell's side menu: 150 px (spec 02 §9; src/shell/sideMenuWidths.ts).
    expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(150);
    // The mobile bet form: add-20.
    await expect(tab(page, 'Bets').getByRole('link', { name: 'Place Bets' })).toHaveAttribute('href', /^\/bet\/placeBets\/add-20\?LocId=SG/);
    // Following a link closes the menu that covers the page.
    await tab(page, 'Bets').getByRole('link', { name: 'View Tickets' }).click();
    await expect(page).toHaveURL(/\/tickets\/page\?LocId=SG&rand=\d+$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Show menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Hide menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test('desktop: the sidebar is 220 px wide and collapses to 80 px', async ({ page, request }) => {
  await enter(page, 'agent1');
  const menu = page.getByRole('complementary', { name: 'Menu' });
  expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(220);
  await page.getByRole('button', { name: 'Hide menu' }).click();
  await expect.poll(() => menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(80);
  // The member info panel and the figures: the server's, $ with two decimals (they move with bets and payments).
  await page.getByRole('button', { name: 'Show menu' }).click();
  const info = page.getByRole('region', { name: 'Account info' });
  const figures = await creditOf(request, 'agent1');
  await expect(info.getByTestId('credit-given')).toHaveText(formatMoney(figures.Credit));
  await expect(info.getByTestId('account-balance')).toHaveText(formatMoney(figures.AccBal));
  // Agents and admins choose among their locations there as well (agent1: SG and MG).
  await expect(info.getByRole('combobox', { name: 'Location' })).toHaveValue('SG');
  expect(await info.getByRole('combobox', { name: 'Location' }).locator('option').allInnerTexts()).toEqual(['Singapore', 'Malaysia']);
});

/** The user's three figures as the server answers them (GET profile/refresh). */
async function creditOf(request: APIRequestContext, userId: string): Promise<{ Credit: number; AccBal: number; CreditLeft: number }> {
  const token = await accessToken(request, userId);
  const response = await request.get('/api/v1/profile/refresh', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { Credit: number; AccBal: number; CreditLeft: number } }).data;
}
