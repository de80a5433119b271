import { expect, test, type Browser, type Page } from '@playwright/test';
import { fourDResult } from '../server/fuzz/examples.ts';
import { formatMoney } from '../../src/widgets/money.ts';
import { accessToken, agentWithPlayer, bearer, ok } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * The ledger end to end (issue 20), on the real server and database: the menu's three figures
 * (Credit, AccBal, Credit Left; spec 02 §2.3) move with a bet for the player and both users above it,
 * a bet over Credit Left is refused with its message, a settlement moves them by the results, a
 * payment moves AccBal, and the audit log shows each step. Creating the agent and the player through
 * their forms is admin-agents.spec.ts; here they are made through the same calls, as setup.
 * Expected figures are computed here from DOMAIN.md (Credit Left = Credit - open stakes + min(AccBal, 0)).
 */
const AGENT = 'ldgagent';
const PLAYER = 'ldgplayer';
const PASSWORD = 'Ledger#Pass123';

/** The three figures the menu shows, as text. */
async function menuFigures(page: Page) {
  const read = (id: string) => page.getByTestId(id).textContent();
  await expect(page.getByTestId('credit-left')).not.toHaveText('');
  return { credit: await read('credit-given'), accBal: await read('account-balance'), left: await read('credit-left') };
}

/** A signed-in page of its own for `userId` (one browser context each, so three sessions side by side). */
async function pageOf(browser: Browser, userId: string, password?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, userId, password);
  return page;
}

const money = (cents: number) => formatMoney(cents / 100);
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

test('a bet moves the figures of the player, its agent and the company; a bet over Credit Left is refused; a payment moves AccBal; the audit log shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const agent = await agentWithPlayer(request, { agent: AGENT, player: PLAYER, password: PASSWORD, agentCreditCents: 30_000, playerCreditCents: 4_000 });

  const player = await pageOf(browser, PLAYER, PASSWORD);
  const agentPage = await pageOf(browser, AGENT, PASSWORD);
  const adminPage = await pageOf(browser, 'admin');
  const before = { player: await menuFigures(player), agent: await menuFigures(agentPage), admin: await menuFigures(adminPage) };
  // A new player: all its Credit is left.
  expect(before.player).toEqual({ credit: '$40.00', accBal: '$0.00', left: '$40.00' });

  // A $10.00 bet: the player's figures move at once (the menu reads them again after the write).
  await player.goto('/bet/placeBets/add');
  await expect(player.getByRole('combobox', { name: 'Draw Date' })).not.toHaveValue('');
  await player.getByRole('textbox', { name: 'Bets' }).fill('1234 5-5');
  await player.getByRole('button', { name: 'Submit' }).click();
  await expect(player.getByRole('region', { name: 'Result' }).getByRole('status')).toContainText('Cost: $10.00');
  await expect(player.getByTestId('credit-left')).toHaveText('$30.00');
  // Above it, each Credit Left covers its branch's open stakes: down by the stake after a navigation.
  for (const [page, figures] of [[agentPage, before.agent], [adminPage, before.admin]] as const) {
    await page.goto('/admin/home?LocId=SG');
    await expect(page.getByTestId('credit-left')).toHaveText(money(cents(figures.left) - 1_000));
    await expect(page.getByTestId('account-balance')).toHaveText(figures.accBal!);
  }

  // $40.00 more than the $30.00 left: refused with what is left, nothing stored.
  await player.getByRole('textbox', { name: 'Bets' }).fill('5678 40-0');
  await player.getByRole('button', { name: 'Submit' }).click();
  await expect(player.getByRole('alert')).toContainText('Not enough credit: Credit Left is $30.00, this bet costs $40.00.');
  await player.goto('/admin/home?LocId=SG');
  await expect(player.getByTestId('credit-left')).toHaveText('$30.00');

  // The agent records a $5.00 payment received from its player: AccBal +$5.00 (DOMAIN.md: positive, the upline owes it).
  await ok(
    await request.post('/api/v1/4d/insertStatement2', {
      headers: { ...bearer(agent), 'Idempotency-Key': `ledger-e2e-${Date.now()}` },
      data: { LocId: 'SG', UserId: PLAYER, AmountCents: 500, Direction: 'received', Remark: 'e2e' },
    }),
  );
  await player.goto('/admin/home?LocId=SG');
  await expect(player.getByTestId('account-balance')).toHaveText('$5.00');
  await expect(player.getByTestId('credit-left')).toHaveText('$30.00');

  // The audit log shows the steps, each by its user.
  await adminPage.goto(`/utilities/auditLog?LocId=SG&UserId=${AGENT}`);
  const log = adminPage.getByRole('grid', { name: 'Audit Log' });
  await expect(log).toContainText('payment.create');
  await expect(log).toContainText('player.create');
  await adminPage.goto(`/utilities/auditLog?LocId=SG&UserId=${PLAYER}`);
  await expect(adminPage.getByRole('grid', { name: 'Audit Log' })).toContainText('bet.place');
  await adminPage.goto('/utilities/auditLog?LocId=SG&UserId=admin&Action=agent.create');
  await expect(adminPage.getByRole('grid', { name: 'Audit Log' })).toContainText(AGENT);
});

interface TicketRow {
  DrawId: number;
  CostCents: number;
  WinLossCents: number | null;
}

test('a settlement moves a member’s AccBal by its win/loss and commission, and gives back its open stakes', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await accessToken(request, 'admin');
  // MG's latest past draw awaits its result with member4's demo tickets on it (the SG one is draws-results.spec.ts').
  const draws = (await ok(await request.get('/api/v1/4d/draw/dateAll?LocId=MG', { headers: bearer(admin) }))) as { DrawId: number; Status: string }[];
  const draw = draws.find((d) => d.Status === 'closed');
  expect(draw, 'MG has a closed draw awaiting its result').toBeDefined();
  const ticketsOf = async () => {
    const page = (await ok(
      await request.get(`/api/v1/4d/bet/page2?LocId=MG&UserId=member4&DrawId=${draw!.DrawId}&PageSize=10000`, { headers: bearer(admin) }),
    )) as { Rows: TicketRow[] };
    return page.Rows.filter((row) => row.DrawId === draw!.DrawId);
  };
  const tickets = await ticketsOf();
  expect(tickets.length).toBeGreaterThan(0);

  const member = await pageOf(browser, 'member4');
  await member.goto('/admin/home?LocId=MG');
  const before = await menuFigures(member);

  await ok(await request.post('/api/v1/4d/draw/result', { headers: bearer(admin), data: { LocId: 'MG', DrawId: draw!.DrawId, Result: fourDResult } }));
  await ok(await request.post('/api/v1/4d/insertProcess', { headers: bearer(admin), data: { LocId: 'MG', DrawId: draw!.DrawId } }));
  await expect.poll(async () => (await ticketsOf()).every((row) => row.WinLossCents !== null), { timeout: 60_000 }).toBe(true);

  // DOMAIN.md: win/loss = strikes - stakes per ticket; member4 earns its 5 % commission on the draw's turnover, pays no tax.
  const settled = await ticketsOf();
  const turnover = settled.reduce((sum, row) => sum + row.CostCents, 0);
  const winLoss = settled.reduce((sum, row) => sum + row.WinLossCents!, 0);
  const commission = halfEven(turnover * 500, 10_000);
  const accBalBefore = cents(before.accBal);
  const accBalAfter = accBalBefore + winLoss + commission;
  const leftAfter = cents(before.left) + turnover - Math.min(accBalBefore, 0) + Math.min(accBalAfter, 0);
  await member.goto('/admin/home?LocId=MG');
  await expect(member.getByTestId('account-balance')).toHaveText(money(accBalAfter));
  await expect(member.getByTestId('credit-left')).toHaveText(money(leftAfter));
  await expect(member.getByTestId('credit-given')).toHaveText(before.credit!);
});

/** a / b rounded half to even (b > 0, a >= 0). */
function halfEven(a: number, b: number): number {
  const quotient = Math.floor(a / b);
  const remainder = a - quotient * b;
  if (remainder * 2 > b) return quotient + 1;
  if (remainder * 2 < b) return quotient;
  return quotient % 2 === 0 ? quotient : quotient + 1;
}
