import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../src/i18n/i18n.ts';
import { DataScreenPage } from '../../../src/screens/DataScreenPage.tsx';
import { SCREENS } from '../../../src/screens/screenList.ts';
import { screenPaths, sortableColumnsOf } from '../../../src/screens/screenQuery.ts';
import { cellText } from '../../../src/widgets/dataTable/index.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { stubScreenFlows } from '../../support/stubScreenFlows.ts';

/** A URL of the screen's view that names every filter it requires. */
function urlOf(path: string, vw: string) {
  const query = new URLSearchParams({ LocId: 'SG', DrawId: '7', DrawFrom: '2026-11-01', DrawTo: '2026-11-30' });
  query.set('VW', vw);
  return `${path.replace('{tt}', '')}?${query}`;
}

const cases = SCREENS.flatMap((declared) => declared.views.map((view) => ({ declared, view, name: `${declared.id} ${view.vw}` })));

describe('every declared screen renders its example row', () => {
  it.each(cases)('$name', async ({ declared, view }) => {
    const page = renderPage(<DataScreenPage screen={declared} />, {
      path: urlOf(screenPaths(declared)[0]!, view.vw),
      flows: (stubs) => ({ screens: stubScreenFlows(stubs) }),
    });
    const totals = Object.fromEntries(view.totals.map((id, index) => [id, 1000 + index]));
    await page.stubs.resolveWhenInvoked('load', {
      data: { page: { Rows: [view.example], Total: 1, PageIndex: 1, PageSize: 100, Totals: totals }, options: {} },
      rows: 1,
    });
    const grid = await screen.findByRole('grid', { name: i18n._(declared.title) });
    const [header, row, totalsRow] = within(grid).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/ [▲▼]$/, ''))).toEqual(
      // A view with row actions shows them in a last column of their own.
      view.columns.map((column) => i18n._(column.header)).concat(view.actions?.length ? ['Actions'] : []),
    );
    const cells = within(row!).getAllByRole('gridcell');
    view.columns.forEach((column, index) => {
      const value = column.value(view.example);
      const text = value !== null && typeof value === 'object' ? i18n._(value) : cellText(column.kind, value);
      expect(cells[index]!.textContent, column.id).toBe(text);
      const drill = column.drill?.(view.example);
      if (drill) expect(within(cells[index]!).getByRole('link').getAttribute('href'), column.id).toContain(`${Object.keys(drill.changes)[0]}=`);
    });
    // The totals row shows the declared totals under their columns (a view without totals has no such row).
    expect(totalsRow === undefined).toBe(view.totals.length === 0);
    if (!totalsRow) return page.cleanup();
    const totalCells = within(totalsRow!).getAllByRole('gridcell');
    for (const id of view.totals) {
      const index = view.columns.findIndex((column) => column.id === id);
      // A total of another game's columns (TT's amounts beside 4D's Big and Small) is a column there.
      const gameColumns = Object.values(view.gameColumns ?? {}).flat();
      if (index < 0 && gameColumns.some((column) => column.id === id)) continue;
      expect(index, `total ${id} is a column`).toBeGreaterThanOrEqual(0);
      expect(totalCells[index]!.textContent).toBe(cellText(view.columns[index]!.kind === 'link' ? 'text' : view.columns[index]!.kind, totals[id]!));
    }
    page.cleanup();
  });

  it.each(cases)('$name: calls that page, sort by the declared default and export CSV', ({ view }) => {
    for (const endpoint of Object.values(view.endpoints)) {
      expect(endpoint.method).toBe('GET');
      expect(endpoint.csv).toBe(true);
      const sortable = sortableColumnsOf(endpoint);
      expect(sortable.has(view.defaultSort.by), `${endpoint.path} sorts by ${view.defaultSort.by}`).toBe(true);
    }
  });

  it('shows a view\'s game columns at that game: Draw Result at TT shows the TOTO numbers', async () => {
    const declared = SCREENS.find((candidate) => candidate.id === 'drawResult')!;
    const page = renderPage(<DataScreenPage screen={declared} />, {
      path: '/report/tt/drawResult?LocId=TT',
      flows: (stubs) => ({ screens: stubScreenFlows(stubs) }),
    });
    const row = { DrawId: 9, DrawDate: '2026-11-23', First: null, Second: null, Third: null, Starters: null, Consolations: null, Numbers: '3 11 19 27 35 49', Additional: 8 };
    await page.stubs.resolveWhenInvoked('load', {
      data: { page: { Rows: [row], Total: 1, PageIndex: 1, PageSize: 100, Totals: { Draws: 1 } }, options: {} },
      rows: 1,
    });
    const grid = await screen.findByRole('grid', { name: 'Draw Result' });
    const [header, body] = within(grid).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/ [▲▼]$/, ''))).toEqual(['Draw Date', 'Numbers', 'Additional']);
    expect(within(body!).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['2026-11-23', '3 11 19 27 35 49', '8']);
    page.cleanup();
  });

  it('declares each screen once, as its own menu entry or at its own path', () => {
    expect(new Set(SCREENS.map((declared) => declared.id)).size).toBe(SCREENS.length);
    const atMenuPaths = SCREENS.filter((declared) => !declared.path);
    expect(new Set(atMenuPaths.map((declared) => declared.menuItem)).size).toBe(atMenuPaths.length);
    const ownPaths = SCREENS.flatMap((declared) => (declared.path ? [declared.path] : []));
    expect(new Set(ownPaths).size).toBe(ownPaths.length);
  });
});
