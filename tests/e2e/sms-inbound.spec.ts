import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, bearer, ok } from './support/api.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { clearGateway, gatewayReceived, gatewayReceivedWhen, smsInbound } from './support/gateway.ts';
import { signIn } from './support/signIn.ts';

/**
 * Bets by SMS (issue 23, "Done when"): member1's registered phone sends a bet message to the local
 * gateway's inbound hook; the ticket appears on View Tickets (reached from SMS View's Tickets link),
 * the reply arrives once at the gateway, and the same message id again places nothing.
 * Setup through the API: member1 registers its number (PUT mobile); SG's SMS setting is opened all day
 * (PUT dSMSSetting, 00:00 to 00:00) so the test does not depend on the hour, and put back afterwards.
 */

const MOBILE = '6590012345';
const NUMBER = '7531';
const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
const grid = (page: Page, name: string) => page.getByRole('grid', { name });

type SmsSetting = { SMSNumber: string; TelegramBot: string | null; SMSHelpdesk: string; OpenTime: string; CloseTime: string; OpenDay: string };
let original: SmsSetting;

test.beforeAll(async ({ request }) => {
  const admin = await accessToken(request, 'admin');
  original = (await ok(await request.get('/api/v1/4d/smsSetting?LocId=SG', { headers: bearer(admin) }))) as SmsSetting;
  await ok(await request.put('/api/v1/4d/dSMSSetting?LocId=SG', { headers: bearer(admin), data: { ...original, LocId: 'SG', OpenTime: '00:00', CloseTime: '00:00', OpenDay: 'Mon-Sun' } }));
  const member = await accessToken(request, 'member1');
  await ok(await request.put('/api/v1/mobile', { headers: bearer(member), data: { Mobile: MOBILE } }));
});

test.afterAll(async ({ request }) => {
  const admin = await accessToken(request, 'admin');
  await ok(await request.put('/api/v1/4d/dSMSSetting?LocId=SG', { headers: bearer(admin), data: { ...original, LocId: 'SG' } }));
});

test('a bet by SMS is placed once, shows on View Tickets, and is replied to once', async ({ page }) => {
  test.slow();
  await clearGateway();
  const message = { messageId: `e2e-${Date.now()}`, from: MOBILE, to: original.SMSNumber, text: `${NUMBER} 1-2` };
  const first = await smsInbound(message);
  expect(first.ok).toBe(true);
  const answer = ((await first.json()) as { data: { Outcome: string; Tickets: number; CostCents: number } }).data;
  // One ordinary ticket, big $1 + small $2.
  expect(answer).toMatchObject({ Outcome: 'placed', Tickets: 1, CostCents: 300 });

  const replies = await gatewayReceivedWhen((received) => received.some((m) => m.to === MOBILE));
  expect(replies.filter((m) => m.to === MOBILE)).toHaveLength(1);
  const reply = replies.find((m) => m.to === MOBILE)!;
  expect(reply.channel).toBe('sms');
  expect(reply.text).toContain('1 ticket, cost $3.00');

  // The same message id again (a gateway's retry): the same answer, nothing placed, no second reply.
  const again = await smsInbound(message);
  expect(((await again.json()) as { data: unknown }).data).toEqual(answer);

  await signIn(page, 'member1');
  await closeAnnouncementPopUps(page);
  await page.goto('/sms/smsView');
  const messages = grid(page, 'SMS View');
  const row = dataRows(messages).filter({ hasText: `${NUMBER} 1-2` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Placed');
  await row.getByRole('link', { name: '1' }).click();
  await expect(page).toHaveURL(/\/tickets\/page\?/);
  const tickets = dataRows(grid(page, 'Tickets')).filter({ hasText: NUMBER });
  await expect(tickets).toHaveCount(1);

  // Long enough for the worker (polling every half second) to have sent a second reply, were there one.
  await page.waitForTimeout(2_000);
  expect((await gatewayReceived()).filter((m) => m.to === MOBILE)).toHaveLength(1);
});
