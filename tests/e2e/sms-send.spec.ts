import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';
import { accessToken, bearer, ok } from './support/api.ts';
import { clearGateway, gatewayReceived, gatewayReceivedWhen, type ReceivedMessage } from './support/gateway.ts';

/**
 * Send Result and Send Strike (issue 23) in Chromium against the real server, its delivery worker and
 * the local gateway peer: admin subscribes member1 (SMS Subscribe's call), sends the last settled SG
 * draw's result from /sms/sendResult and the peer receives exactly one message for member1's number
 * with every number of the draw (read from draw/result); admin sends strikes and only the subscribers
 * who won receive a message, each with its winnings as View Tickets' call reports them.
 */

interface TicketRow {
  Number: string;
  StrikeCents: number | null;
}

const api = (path: string) => `/api/v1/${path}`;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const SUBSCRIBERS = ['member1', 'member2', 'member3', 'newuser'];
/** Numbers for subscribers without one (a test's own; a registered number is kept). */
const SPARE_MOBILES: Record<string, string> = { member1: '6591110001', member2: '6591110002', member3: '6591110003', newuser: '6591110004' };

/** The user's registered mobile, registered by the admin first when it has none. */
async function mobileOf(request: APIRequestContext, admin: string, userId: string): Promise<string> {
  const current = (await ok(await request.get(api(`mobile?UserId=${userId}`), { headers: bearer(admin) }))) as { Mobile: string };
  if (current.Mobile) return current.Mobile;
  await ok(await request.put(api('mobile2'), { headers: bearer(admin), data: { UserId: userId, Mobile: SPARE_MOBILES[userId] } }));
  return SPARE_MOBILES[userId]!;
}

async function subscribe(request: APIRequestContext, admin: string, userIds: string[], kind: 'result' | 'strike') {
  await ok(await request.post(api('4d/insertMultiSMSSubscribe'), { headers: bearer(admin), data: { LocId: 'SG', UserIds: userIds, Kind: kind } }));
}

async function openPage(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const smsTab = menu.getByRole('button', { name: 'SMS', exact: true });
  if ((await smsTab.getAttribute('aria-expanded')) !== 'true') await smsTab.click();
  await menu.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function sendFromPage(page: Page, drawDate: string) {
  await page.getByRole('combobox', { name: 'Draw Date' }).selectOption({ label: drawDate });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Queued:' })).toBeVisible();
}

const to = (messages: ReceivedMessage[], number: string) => messages.filter((m) => m.channel === 'sms' && m.to === number);

test("admin sends the last settled SG draw's result: member1's number receives it once, with every number", async ({ page, request }) => {
  test.slow();
  const admin = await accessToken(request, 'admin');
  const [draw] = (await ok(await request.get(api('4d/reportDate?LocId=SG'), { headers: bearer(admin) }))) as { DrawId: number; DrawDate: string }[];
  expect(draw, 'the seed settles past SG draws').toBeDefined();
  const mobile = await mobileOf(request, admin, 'member1');
  await subscribe(request, admin, ['member1'], 'result');
  const result = (await ok(await request.get(api(`4d/draw/result?LocId=SG&DrawId=${draw!.DrawId}`), { headers: bearer(admin) }))) as {
    Result: { First: string; Second: string; Third: string; Starters: string[]; Consolations: string[] };
  };
  const numbers = [result.Result.First, result.Result.Second, result.Result.Third, ...result.Result.Starters, ...result.Result.Consolations];
  expect(numbers).toHaveLength(23);
  await clearGateway();

  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);
  await openPage(page, 'Send Result');
  await page.getByRole('combobox', { name: 'Draw Date' }).selectOption({ label: draw!.DrawDate });
  // The preview: the message as sent, one SMS.
  await expect(page.getByRole('figure', { name: 'Result message' })).toContainText(`1st ${numbers[0]} 2nd ${numbers[1]} 3rd ${numbers[2]}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Queued:' })).toBeVisible();

  const received = to(await gatewayReceivedWhen((messages) => to(messages, mobile).length > 0), mobile);
  // The worker has nothing more for that number: it stays one message.
  await page.waitForTimeout(3000);
  expect(to(await gatewayReceived(), mobile)).toHaveLength(1);
  expect(received[0]!.text.length).toBeLessThanOrEqual(150);
  expect(received[0]!.text.match(/\b\d{4}\b/g)?.filter((n) => !draw!.DrawDate.startsWith(n))).toEqual(numbers);

  // Sending the same result again queues nothing new for member1 and sends nothing more.
  await sendFromPage(page, draw!.DrawDate);
  await expect(page.getByRole('status').filter({ hasText: 'Queued:' })).toContainText('Already sent before:');
  await page.waitForTimeout(3000);
  expect(to(await gatewayReceived(), mobile)).toHaveLength(1);
});

test('admin sends strikes: only the subscribers who won receive a message, with their winnings', async ({ page, request }) => {
  test.slow();
  const admin = await accessToken(request, 'admin');
  const draws = (await ok(await request.get(api('4d/reportDate?LocId=SG'), { headers: bearer(admin) }))) as { DrawId: number; DrawDate: string }[];
  // The newest settled draw in which one of the subscribers won (the seed makes demo tickets win).
  let chosen: { draw: { DrawId: number; DrawDate: string }; won: Map<string, TicketRow[]> } | undefined;
  for (const draw of draws) {
    const won = new Map<string, TicketRow[]>();
    for (const userId of SUBSCRIBERS) {
      const tickets = (await ok(
        await request.get(api(`4d/bet/page2?LocId=SG&UserId=${userId}&DrawId=${draw.DrawId}&PageSize=10000`), { headers: bearer(admin) }),
      )) as { Rows: TicketRow[] };
      const winning = tickets.Rows.filter((ticket) => (ticket.StrikeCents ?? 0) > 0);
      if (winning.length > 0) won.set(userId, winning);
    }
    if (won.size > 0) {
      chosen = { draw, won };
      break;
    }
  }
  expect(chosen, 'a settled SG draw in which a subscriber won').toBeDefined();
  const mobiles = Object.fromEntries(await Promise.all(SUBSCRIBERS.map(async (userId) => [userId, await mobileOf(request, admin, userId)] as const)));
  await subscribe(request, admin, SUBSCRIBERS, 'strike');
  await clearGateway();

  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);
  await openPage(page, 'Send Strike');
  await page.getByRole('combobox', { name: 'Draw Date' }).selectOption({ label: chosen!.draw.DrawDate });
  const preview = page.getByRole('table', { name: 'Winnings messages' });
  for (const userId of chosen!.won.keys()) await expect(preview).toContainText(userId);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Queued:' })).toBeVisible();

  const totals = new Map([...chosen!.won].map(([userId, tickets]) => [userId, tickets.reduce((sum, t) => sum + (t.StrikeCents ?? 0), 0)]));
  const messages = await gatewayReceivedWhen((all) => [...totals].every(([userId, cents]) => to(all, mobiles[userId]!).some((m) => m.text.endsWith(`Total ${dollars(cents)}`))));
  await page.waitForTimeout(3000);
  for (const userId of SUBSCRIBERS) {
    const mine = to(await gatewayReceived(), mobiles[userId]!);
    if (!chosen!.won.has(userId)) {
      expect(mine, `${userId} won nothing: no message`).toEqual([]);
      continue;
    }
    const text = mine.map((m) => m.text).join(' ');
    expect(text).toContain(`${userId} won:`);
    for (const ticket of chosen!.won.get(userId)!) expect(text).toContain(`${ticket.Number} `);
    expect(text).toContain(`Total ${dollars(totals.get(userId)!)}`);
  }
  expect(messages.length).toBeGreaterThan(0);
});
