import { expect, test, type APIRequestContext } from '@playwright/test';
import { agentWithPlayer, bearer, ok } from './support/api.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * The print view (issue 22, spec 02 §2.12, §9) of a 10 000-row screen is complete: every row of the
 * query, in the query's order, and the totals row, rendered 500 rows every 60 ms with "n of N rows"
 * meanwhile, then the browser's print dialog offered. The rows are a fresh player's 10 000 tickets,
 * uploaded as a file by its agent through the API, so the query holds exactly those.
 *
 * TARGET is the screen printed (the agent's Stake report of the draw: one row per number, 10 000 rows),
 * the paged call behind it (same query), the answer's field the first printed column shows and whose
 * report it is (the caption names that user).
 */
const TARGET = { screen: '/report/stake', call: '4d/reportStakeFull', key: 'Number', totals: ['ttBigIn', 'ttSmallIn'], whose: 'agent' } as const;

const ROWS = 10_000;
const SUFFIX = String(Date.now() % 1_000_000);
const AGENT = `prtag${SUFFIX}`;
const PLAYER = `prtpl${SUFFIX}`;
const PASSWORD = 'Print@1234';

/** 10 000 one-day bets of $1 Big and $1 Small, each on its own number: $20 000 in all. */
const file = () => `${Array.from({ length: ROWS }, (_, i) => `${String(i).padStart(4, '0')} 1-1`).join('\n')}\n`;

/** Uploads the file for the player and processes it, as Bet Upload does, until every line is stored. */
async function uploadTickets(request: APIRequestContext, agentToken: string) {
  const uploaded = (await ok(
    await request.post('/api/v1/4d/files/upload', {
      headers: bearer(agentToken),
      multipart: { file: { name: 'print-10000.txt', mimeType: 'text/plain', buffer: Buffer.from(file()) }, UserId: PLAYER, ARACode: 'PRINT-E2E', LocId: 'SG' },
    }),
  )) as { FileId: number };
  await ok(await request.post(`/api/v1/4d/files/processUpload/${uploaded.FileId}`, { headers: bearer(agentToken), data: {} }));
  await expect
    .poll(
      async () => {
        const job = (await ok(await request.get(`/api/v1/4d/files/processUpload/${uploaded.FileId}/status`, { headers: bearer(agentToken) }))) as {
          Status: string;
          LinesAccepted: number;
        };
        return `${job.Status} ${job.LinesAccepted}`;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(`succeeded ${ROWS}`);
}

// No trace: it snapshots the page's DOM, 10 000 rows of it, at every step and poll, on the page's
// thread, and would slow the rendering it watches far past what a user sees.
test.use({ trace: 'off' });

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the print view of a 10 000-row report holds every row in order and the totals, rendered progressively, then offers printing', async ({ page, request }) => {
  test.setTimeout(240_000);
  const agentToken = await agentWithPlayer(request, { agent: AGENT, player: PLAYER, password: PASSWORD, agentCreditCents: 5_000_000, playerCreditCents: 2_100_000 });
  await uploadTickets(request, agentToken);
  // The draw the file's lines went into (one-day lines of the next open draw).
  const placed = (await ok(await request.get(`/api/v1/4d/bet/page2?LocId=SG&UserId=${PLAYER}&PageSize=1`, { headers: bearer(agentToken) }))) as {
    Rows: { DrawId: number }[];
  };
  const whose = TARGET.whose === 'agent' ? AGENT : PLAYER;
  const query = `LocId=SG&UserId=${whose}&DrawId=${placed.Rows[0]!.DrawId}`;
  // The query as the server answers it in one page: the order and the totals the print view must show.
  const expected = (await ok(await request.get(`/api/v1/${TARGET.call}?${query}&PageSize=${ROWS}`, { headers: bearer(agentToken) }))) as {
    Rows: Record<string, unknown>[];
    Total: number;
    Totals: Record<string, number>;
  };
  expect(expected.Total).toBe(ROWS);

  // The browser's print dialog, counted rather than opened; and every text the progress line takes.
  await page.addInitScript(() => {
    const seen: { text: string; at: number }[] = [];
    Object.assign(window, { printed: 0, progressSeen: seen, print: () => Object.assign(window, { printed: (window as unknown as { printed: number }).printed + 1 }) });
    new MutationObserver(() => {
      const text = document.querySelector('.print-view__progress')?.textContent ?? '';
      if (text && seen.at(-1)?.text !== text) seen.push({ text, at: performance.now() });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(page, AGENT, PASSWORD);
  await closeAnnouncementPopUps(page);
  await page.goto(`${TARGET.screen}?${query}`);
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(/[?&]Print=1(&|$)/);

  // Found by class, not by role: a role query walks the whole page's 10 000 rows on every poll, on the
  // page's own thread, and would itself slow the rendering it waits for.
  const progress = page.locator('.print-view__progress');
  await expect(progress).toHaveAttribute('role', 'status');
  await expect(progress).toHaveText(`${ROWS} of ${ROWS} rows`, { timeout: 60_000 });
  await expect(page.locator('.print-view .page-header').getByRole('button', { name: 'Print' })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Progressive: it went up by 500 rows at a time (a tick may be skipped over by the observer, never reordered).
  const steps = (await page.evaluate(() => (window as unknown as { progressSeen: { text: string; at: number }[] }).progressSeen)).filter((step) =>
    /^\d+ of \d+ rows$/.test(step.text),
  );
  const seen = steps.map((step) => Number(step.text.split(' ')[0]));
  console.log(`rendered ${ROWS} rows in ${Math.round(steps.at(-1)!.at - steps[0]!.at)} ms after the first chunk, ${seen.length} steps seen`);
  expect(seen[0]).toBe(500);
  expect(seen.every((n, i) => (n % 500 === 0 || n === ROWS) && (i === 0 || n > seen[i - 1]!))).toBe(true);
  expect(seen.length).toBeGreaterThan(2);

  const table = page.locator('table.print-table');
  const firstCells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.firstElementChild?.textContent ?? ''));
  expect(firstCells).toHaveLength(ROWS);
  expect(firstCells).toEqual(expected.Rows.map((row) => String(row[TARGET.key])));
  const totalsRow = table.locator('tfoot tr');
  for (const id of TARGET.totals) await expect(totalsRow).toContainText(money(expected.Totals[id]!));
  await expect(table.locator('caption')).toContainText(whose);

  // Its own URL: a reload prints the whole query again.
  await page.reload();
  await expect(progress).toHaveText(`${ROWS} of ${ROWS} rows`, { timeout: 60_000 });
  await expect(table.locator('tbody tr')).toHaveCount(ROWS);
});
