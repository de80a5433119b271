import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/signIn.ts';

/**
 * Tables a person can read (issue 19): no cell of View Tickets, Draw Result or Bet Summary is cut
 * off, on a desktop and on a phone. A cell is cut off when its content is wider than its box
 * (scrollWidth > clientWidth, of the cell or of the link in it) or when it is ellipsised. Every
 * rendered cell is checked: the header, the rows in view at the top and at the end of the grid, and
 * the totals row. A grid wider than the screen scrolls sideways with its header and totals aligned.
 * Account (read-only here): admin, whose tree holds every seeded ticket.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const dataRows = (table: Locator) => table.locator('.data-table__body [role="row"]');

/** The cells of the grid that are cut off, with their text, as "row:col text". */
function cutCells(table: Locator) {
  return table.evaluate((element) => {
    const cut: string[] = [];
    for (const cell of element.querySelectorAll<HTMLElement>('[role="gridcell"], [role="columnheader"]')) {
      const boxes = [cell, ...cell.querySelectorAll<HTMLElement>('a, span')];
      const overflows = boxes.some((box) => box.scrollWidth > box.clientWidth + 0.5 && box.clientWidth > 0);
      const ellipsised = getComputedStyle(cell).textOverflow === 'ellipsis' && cell.scrollWidth > cell.clientWidth;
      if (overflows || ellipsised || (cell.textContent ?? '').includes('…')) cut.push(`${cell.dataset.cell ?? cell.getAttribute('aria-colindex')} ${cell.textContent}`);
    }
    return cut;
  });
}

/** Each header cell's left edge less the same column's left edge in the first body row and in the totals: 0 when aligned. */
function misalignment(table: Locator) {
  return table.evaluate((element) => {
    const lefts = (row: Element | null) => [...(row?.querySelectorAll('[role="gridcell"], [role="columnheader"]') ?? [])].map((cell) => Math.round(cell.getBoundingClientRect().left));
    const header = lefts(element.querySelector('.data-table__head [role="row"]'));
    const body = lefts(element.querySelector('.data-table__body [role="row"]'));
    const totals = element.querySelector('.data-table__foot [role="row"]');
    const offsets = body.map((left, i) => Math.abs(left - header[i]!));
    if (totals) lefts(totals).forEach((left, i) => offsets.push(Math.abs(left - header[i]!)));
    return Math.max(0, ...offsets);
  });
}

async function expectReadable(page: Page, name: string) {
  const table = grid(page, name);
  // The first load of a fresh server on a busy machine can take a while.
  await expect(dataRows(table).first()).toBeVisible({ timeout: 20_000 });
  expect(await cutCells(table), `${name}: cut-off cells at the top`).toEqual([]);
  // The rows at the end of the grid (the virtualiser renders them when scrolled there).
  await table.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await page.waitForTimeout(100);
  expect(await cutCells(table), `${name}: cut-off cells at the end`).toEqual([]);
  // Sideways: header and totals move with the body (aligned at the far right as at the left).
  const wide = await table.evaluate((element) => element.scrollWidth > element.clientWidth);
  if (wide) {
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await page.waitForTimeout(100);
    expect(await misalignment(table), `${name}: header, body and totals aligned`).toBe(0);
    expect(await cutCells(table), `${name}: cut-off cells scrolled right`).toEqual([]);
  }
  return wide;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`no cell of View Tickets, Draw Result or Bet Summary is cut off (${viewport.name})`, async ({ page }) => {
      // Three screens, each checked at its top, its end and scrolled sideways, on a shared machine.
      test.setTimeout(120_000);
      await signIn(page, 'admin');

      await page.goto('/tickets/page?LocId=SG&UserId=member1');
      const ticketsWide = await expectReadable(page, 'View Tickets');

      await page.goto('/report/drawResult?LocId=SG');
      await expectReadable(page, 'Draw Result');
      // Its date fields show a whole MM/DD/YYYY date, and their MM/DD/YYYY hint.
      for (const field of await page.locator('.date-input__field').all()) {
        const room = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontSize} ${style.fontFamily}`;
          const widest = Math.max(context.measureText('12/31/2026').width, context.measureText(input.placeholder).width);
          return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - widest;
        });
        expect(room, 'a date fits its field').toBeGreaterThanOrEqual(0);
      }
      // A prize list shows all ten numbers, wrapped rather than cut.
      const starters = grid(page, 'Draw Result').locator('.data-table__body [role="row"]').first().locator('[role="gridcell"]').nth(4);
      expect((await starters.innerText()).split(/\s+/)).toHaveLength(10);

      // Bet Summary on the latest draw with bets in admin's tree (the first choice of its dropdown).
      await page.goto('/bet/betSummary?LocId=SG');
      const draws = page.getByRole('combobox', { name: 'Draw Date' }).locator('option:not([value=""])');
      await expect(draws.first()).toBeAttached({ timeout: 20_000 });
      const drawId = await draws.first().getAttribute('value');
      expect(drawId).toMatch(/^\d+$/);
      await page.goto(`/bet/betSummary?LocId=SG&DrawId=${drawId}`);
      await expectReadable(page, 'Bet Summary');
      // The draw-date dropdown (115 px, 105 px on a phone: spec 02 §2.13) shows its whole date beside its arrow.
      const dropdown = page.getByRole('combobox', { name: 'Draw Date' });
      await expect(dropdown).toHaveValue(drawId!);
      const room = await dropdown.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const ARROW_PX = 16;
        return select.clientWidth - parseFloat(style.paddingLeft) - ARROW_PX - context.measureText(select.options[select.selectedIndex]!.text).width;
      });
      expect(room, 'the selected date fits the draw-date dropdown').toBeGreaterThanOrEqual(0);

      // On a phone the ticket grid is wider than the screen: it scrolls sideways, the page does not.
      if (viewport.name === 'phone') expect(ticketsWide).toBe(true);
    });

    test(`the keyboard scrolls the active cell into view sideways (${viewport.name})`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/tickets/page?LocId=SG&UserId=member1');
      const table = grid(page, 'View Tickets');
      await expect(dataRows(table).first()).toBeVisible({ timeout: 20_000 });
      await table.locator('[data-cell="0:0"]').click();
      await page.keyboard.press('End');
      const last = table.locator('[role="gridcell"]:focus');
      await expect(last).toHaveAttribute('data-cell', /^0:\d+$/);
      const shown = await last.evaluate((cell) => {
        const box = cell.closest('[role="grid"]')!.getBoundingClientRect();
        const own = cell.getBoundingClientRect();
        return own.left >= box.left - 1 && own.right <= box.right + 1;
      });
      expect(shown).toBe(true);
      await page.keyboard.press('Home');
      await expect(table.locator('[data-cell="0:0"]')).toBeFocused();
      expect(await table.evaluate((element) => element.scrollLeft)).toBe(0);
    });
  });
}
