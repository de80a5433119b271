import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DataTable, type DataColumn } from '../../../../src/widgets/dataTable/index.ts';
import { columnWidths } from '../../../../src/widgets/dataTable/columnWidths.ts';
import { textMeasurer } from '../../../../src/widgets/dataTable/measureText.ts';
import { MEASURED_BEFORE_PAINT } from '../../../../src/widgets/dataTable/useColumnWidths.ts';
import { renderPage } from '../../../support/renderPage.tsx';

/**
 * A query too big to measure before the first paint (issue 24): its columns fit the rows shown at
 * once, and every row's once the rest are measured, so no cell is ever cut off (issue 19).
 */
interface Row {
  id: number;
  user: string;
  costCents: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'UserId', header: 'User Id', kind: 'text', value: (row) => row.user },
  { id: 'CostCents', header: 'Cost', kind: 'money', value: (row) => row.costCents },
];

const IN_VIEW = 'a-longer-id-in-view';
const FAR_DOWN = 'the-longest-user-id-of-all-far-down-the-rows';

function bigQuery(): Row[] {
  const rows = Array.from({ length: MEASURED_BEFORE_PAINT * 3 }, (_, i) => ({ id: i, user: `m${i % 10}`, costCents: 100 }));
  rows[2] = { id: 2, user: IN_VIEW, costCents: 100 };
  rows[rows.length - 1] = { id: rows.length - 1, user: FAR_DOWN, costCents: 987_654_321 };
  return rows;
}

/** The header row's column template: each column's width in px, as every row uses it. */
function shownWidths(): number[] {
  const header = screen.getAllByRole('row')[0]!;
  return [...header.style.gridTemplateColumns.matchAll(/minmax\((\d+)px/g)].map((match) => Number(match[1]));
}

describe('DataTable with a big query', () => {
  it('fits the rows shown at once first, then every row', async () => {
    const rows = bigQuery();
    renderPage(<DataTable label="Tickets" columns={columns} rows={rows} rowKey={(row) => String(row.id)} height={320} />);
    const measure = textMeasurer(document.body);
    const everyRow = columnWidths(columns, rows, null, 'Total', measure);
    const firstScreen = columnWidths(columns, rows.slice(0, 10), null, 'Total', measure);

    const first = shownWidths();
    // The row in view is measured before the first paint; the one far down not yet.
    expect(first[0]).toBeGreaterThanOrEqual(firstScreen[0]!);
    expect(first[0]).toBeLessThan(everyRow[0]!);
    expect(first[1]).toBeLessThan(everyRow[1]!);

    await waitFor(() => expect(shownWidths()).toEqual(everyRow));
  });
});
