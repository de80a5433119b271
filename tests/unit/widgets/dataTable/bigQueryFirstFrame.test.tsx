import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DataTable, ROW_HEIGHT, type DataColumn } from '../../../../src/widgets/dataTable/index.ts';
import { renderPage } from '../../../support/renderPage.tsx';

/**
 * A big query of one-line rows (issue 24): before its first frame is drawn the virtualiser counts only
 * the first screen's rows, so what a user sees must not show it: the scroll range is every row's from
 * the first render, and a key that jumps to the last row works at once.
 */
interface Row {
  id: number;
  user: string;
}

const columns: DataColumn<Row>[] = [
  { id: 'Id', header: 'Id', kind: 'number', value: (row) => row.id },
  { id: 'UserId', header: 'User Id', kind: 'text', value: (row) => row.user },
];

const ROWS = 100_000;
const rows = Array.from({ length: ROWS }, (_, i) => ({ id: i, user: `member${i}` }));

function renderBigTable() {
  renderPage(<DataTable label="Tickets" columns={columns} rows={rows} rowKey={(row) => String(row.id)} height={320} />);
  return screen.getAllByRole('rowgroup').find((group) => group.classList.contains('data-table__body'))!;
}

/** jsdom lays nothing out and never scrolls: the grid scrolls where it is told, as a browser would. */
function scrollable(grid: HTMLElement) {
  let top = 0;
  Object.defineProperty(grid, 'scrollTop', { get: () => top, set: (value: number) => void (top = value) });
  Object.defineProperty(grid, 'clientHeight', { get: () => 320 });
  Object.defineProperty(grid, 'scrollHeight', { get: () => (ROWS + 2) * ROW_HEIGHT });
  grid.scrollTo = ((options: ScrollToOptions) => {
    top = options.top ?? top;
    grid.dispatchEvent(new Event('scroll'));
  }) as typeof grid.scrollTo;
}

const cell = (row: number, col: number) => document.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);

describe('DataTable with a big query, before its first frame', () => {
  it('scrolls over every row from the first render', async () => {
    const body = renderBigTable();
    expect(body.style.height).toBe(`${ROWS * ROW_HEIGHT}px`);
    expect(cell(0, 0)).not.toBeNull();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(body.style.height).toBe(`${ROWS * ROW_HEIGHT}px`);
  });

  it('goes to the last row with Ctrl+End at once', async () => {
    renderBigTable();
    scrollable(screen.getByRole('grid'));
    cell(0, 0)!.focus();
    fireEvent.keyDown(cell(0, 0)!, { key: 'End', ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(cell(ROWS - 1, 1)));
    expect(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe(String(ROWS + 1));
  });
});
