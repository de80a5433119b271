import { describe, expect, it } from 'vitest';
import { CELL_PADDING_PX, columnWidths, rowLines } from '../../../../src/widgets/dataTable/columnWidths.ts';
import { scrollLeftToShow } from '../../../../src/widgets/dataTable/horizontalScroll.ts';
import type { DataColumn } from '../../../../src/widgets/dataTable/index.ts';

/** 10 px a character, bold 12: easy to read widths. */
const measure = (text: string, bold: boolean) => text.length * (bold ? 12 : 10);

interface Row {
  user: string;
  costCents: number;
  date: string;
  starters: string | null;
}

const columns: DataColumn<Row>[] = [
  { id: 'UserId', header: 'User', kind: 'link', value: (row) => row.user, sortable: false },
  { id: 'CostCents', header: 'Cost', kind: 'money', value: (row) => row.costCents },
  { id: 'DrawDate', header: 'Date', kind: 'text', value: (row) => row.date, sortable: false },
  { id: 'Starters', header: 'Starter', kind: 'list', value: (row) => row.starters, sortable: false },
];

const row = (user: string, costCents: number, starters: string | null = null): Row => ({ user, costCents, date: '2026-12-31', starters });

describe('columnWidths', () => {
  it('makes each column as wide as its widest cell, however far down the rows it is', () => {
    const rows = [...Array.from({ length: 50_000 }, (_, i) => row(`m${i % 10}`, i)), row('a-very-long-user-id', -2_805_712_345)];
    const [user, cost, date] = columnWidths(columns, rows, null, 'Total', measure);
    expect(user).toBe(Math.ceil('a-very-long-user-id'.length * 10 + CELL_PADDING_PX));
    // The most negative figure is the longest: -$28,057,123.45.
    expect(cost).toBe(Math.ceil('-$28,057,123.45'.length * 10 + CELL_PADDING_PX));
    expect(date).toBe(Math.ceil('2026-12-31'.length * 10 + CELL_PADDING_PX));
  });

  it('counts the header (with room for a sort mark when sortable) and the totals, which are bold', () => {
    const [user, cost] = columnWidths(columns, [row('m1', 100)], { UserId: null, CostCents: 2_805_712_345 }, 'Total', measure);
    // "Total" in the first column's empty totals cell, bold.
    expect(user).toBe(Math.ceil('Total'.length * 12 + CELL_PADDING_PX));
    expect(cost).toBe(Math.ceil('$28,057,123.45'.length * 12 + CELL_PADDING_PX));
    const [, sortable] = columnWidths(columns, [row('m1', 1)], null, 'Total', measure);
    expect(sortable).toBe(Math.ceil('Cost ▲'.length * 12 + CELL_PADDING_PX));
  });

  it('sizes a list column for five of its widest values, and a row of ten wraps to two lines', () => {
    const starters = '0001 0002 0003 0004 0005 0006 0007 0008 0009 0010';
    const [, , , list] = columnWidths(columns, [row('m1', 1, starters)], null, 'Total', measure);
    expect(list).toBe(Math.ceil('0001 0001 0001 0001 0001'.length * 10 + CELL_PADDING_PX));
    expect(rowLines(columns, row('m1', 1, starters))).toBe(2);
    expect(rowLines(columns, row('m1', 1, '0001 0002 0003'))).toBe(1);
    expect(rowLines(columns, row('m1', 1, null))).toBe(1);
  });

  it('measures a few texts per column however many rows there are, not one per row', () => {
    // Measuring text is what costs (a canvas call per text); how fast it runs is the bench's to say,
    // not a test's: here, that 100 000 rows are measured as few times as 1 000.
    const measured = (count: number) => {
      let calls = 0;
      const counting = (text: string, bold: boolean) => {
        calls += 1;
        return measure(text, bold);
      };
      const rows = Array.from({ length: count }, (_, i) => row(`member${i % 1000}`, (i % 1000) * 37, i % 2 ? '1234 5678' : null));
      columnWidths(columns, rows, null, 'Total', counting);
      return calls;
    };
    expect(measured(100_000)).toBe(measured(1_000));
    expect(measured(1_000)).toBeLessThan(columns.length * 40);
  });
});

describe('scrollLeftToShow', () => {
  it('leaves a cell in view alone and scrolls the least that shows a cell off either side', () => {
    expect(scrollLeftToShow(100, 50, 0, 300)).toBe(0);
    // Off the right: its right edge meets the viewport's.
    expect(scrollLeftToShow(400, 100, 0, 300)).toBe(200);
    // Off the left: its left edge meets the viewport's.
    expect(scrollLeftToShow(50, 100, 200, 300)).toBe(50);
    // Wider than the viewport: its start is shown.
    expect(scrollLeftToShow(400, 500, 0, 300)).toBe(400);
  });
});
