import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn, type SortState } from '../../../../src/widgets/dataTable/index.ts';
import { renderPage } from '../../../support/renderPage.tsx';

interface Row {
  id: number;
  user: string;
  tone: 'IBET' | 'RRRR' | null;
  costCents: number;
  tickets: number;
  upline?: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'UserId', header: 'User Id', kind: 'link', value: (row) => row.user, href: (row) => `/tickets/page?UserId=${row.user}` },
  { id: 'Tickets', header: 'Tickets', kind: 'number', value: (row) => row.tickets },
  { id: 'CostCents', header: 'Cost', kind: 'money', value: (row) => row.costCents, sortable: false },
];

const makeRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i, user: `member${i}`, tone: i === 1 ? 'IBET' : null, costCents: 123_456 + i, tickets: 1000 + i }));

function renderTable(props: { rows?: Row[]; sort?: SortState | null; onSort?: (next: SortState) => void; totals?: Record<string, number | null> } = {}) {
  return renderPage(
    <DataTable
      label="Tickets"
      columns={columns}
      rows={props.rows ?? makeRows(3)}
      rowKey={(row) => String(row.id)}
      rowTone={(row) => row.tone}
      uplineFlag={(row) => row.upline}
      sort={props.sort ?? null}
      onSort={props.onSort}
      totals={props.totals ?? null}
      colours={{ ColorTbl01: '#111111', ColorTbl02: '#222222' }}
      height={320}
    />,
    { path: '/tickets/search' },
  );
}

describe('DataTable', () => {
  it('is an ARIA grid with the full row and column counts, a header row and formatted cells', () => {
    renderTable({ totals: { Tickets: 3003, CostCents: 370_371 } });
    const grid = screen.getByRole('grid', { name: 'Tickets' });
    // 3 rows + header + totals.
    expect(grid.getAttribute('aria-rowcount')).toBe('5');
    expect(grid.getAttribute('aria-colcount')).toBe('3');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User Id', 'Tickets', 'Cost']);
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['member0', '1,000', '$1,234.56']);
    const totalsRow = screen.getAllByRole('row').at(-1)!;
    expect(within(totalsRow).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['Total', '3,003', '$3,703.71']);
  });

  it('renders a link cell as a link to its drill-down', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'member2' }).getAttribute('href')).toBe('/tickets/page?UserId=member2');
  });

  it('tones a row by bet type without hiding the location colours, which alternate on every row', () => {
    renderTable({ rows: [...makeRows(3), { id: 9, user: 'up', tone: null, costCents: 0, tickets: 0, upline: 1 }] });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.style.background).toBe('rgb(17, 17, 17)');
    expect(rows[1]!.className).toContain('data-table__row--tone-IBET');
    // The toned row keeps ColorTbl02 (spec 02 §2.13): the tone is an accent at its edge, not its background.
    expect(rows[1]!.style.background).toBe('rgb(34, 34, 34)');
    expect(rows[2]!.style.background).toBe('rgb(17, 17, 17)');
    // The upline flag 1 gives the fixed grey #E0DEDF (spec 02 §2.13).
    expect(rows[3]!.style.background).toBe('rgb(224, 222, 223)');
  });

  it('shows the sort it was given and asks for the next one when a sortable header is chosen', async () => {
    const onSort = vi.fn();
    renderTable({ sort: { by: 'Tickets', direction: 'asc' }, onSort });
    const [user, tickets, cost] = screen.getAllByRole('columnheader');
    expect(tickets!.getAttribute('aria-sort')).toBe('ascending');
    expect(user!.getAttribute('aria-sort')).toBe('none');
    await userEvent.setup().click(tickets!);
    expect(onSort).toHaveBeenLastCalledWith({ by: 'Tickets', direction: 'desc' });
    await userEvent.setup().click(user!);
    expect(onSort).toHaveBeenLastCalledWith({ by: 'UserId', direction: 'asc' });
    // Cost is not sortable: choosing it asks for nothing.
    await userEvent.setup().click(cost!);
    expect(onSort).toHaveBeenCalledTimes(2);
  });

  it('renders only a window of rows of a big query', () => {
    renderTable({ rows: makeRows(20_000) });
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThanOrEqual(200);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('20001');
  });

  it('has one tab stop, moved by the arrow keys, Home/End and PageDown; Enter follows a link', async () => {
    const user = userEvent.setup();
    const { location } = renderTable({ rows: makeRows(50) });
    const cell = (row: number, col: number) => document.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
    expect(document.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    cell(0, 0).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell(0, 1));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cell(2, 1));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell(2, 2));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cell(2, 0));
    await user.keyboard('{PageDown}');
    // 320 px viewport less header and totals: 8 rows a page.
    expect(document.activeElement).toBe(cell(10, 0));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell(9, 0));
    expect(document.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/tickets/page?UserId=member9');
  });

  it('moves the one tab stop to the cell a click focuses, its link included', async () => {
    const user = userEvent.setup();
    renderTable({ rows: makeRows(50) });
    await user.click(screen.getByRole('link', { name: 'member4' }));
    const cell = document.querySelector<HTMLElement>('[data-cell="4:0"]')!;
    expect(cell.getAttribute('tabindex')).toBe('0');
    expect(document.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.click(screen.getAllByRole('gridcell').find((c) => c.textContent === '1,006')!);
    expect(document.querySelector('[data-cell="6:1"]')!.getAttribute('tabindex')).toBe('0');
    expect(document.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('sorts from the keyboard: Enter on a sortable header', async () => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    renderTable({ onSort });
    document.querySelector<HTMLElement>('[data-cell="0:1"]')!.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSort).toHaveBeenCalledWith({ by: 'Tickets', direction: 'asc' });
  });
});
