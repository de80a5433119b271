import { memo, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cellText, isNumeric } from './cellText.ts';
import type { DataColumn, DataTableProps } from './types.ts';

export interface DataTableTotalsProps<Row> {
  columns: readonly DataColumn<Row>[];
  totals: NonNullable<DataTableProps<Row>['totals']>;
  /** aria-rowindex of the totals row: after the header and every data row. */
  rowIndex: number;
  template: CSSProperties;
}

function DataTableTotalsView<Row>({ columns, totals, rowIndex, template }: DataTableTotalsProps<Row>) {
  const { t } = useLingui();
  return (
    <div role="rowgroup" className="data-table__foot" style={{ minWidth: template.minWidth }}>
      <div role="row" aria-rowindex={rowIndex} className="data-table__row data-table__row--totals" style={template}>
        {columns.map((column, col) => {
          const value = totals[column.id];
          const text = value === undefined || value === null ? (col === 0 ? t`Total` : '') : cellText(column.kind === 'link' ? 'text' : column.kind, value);
          return (
            <div key={column.id} role="gridcell" aria-colindex={col + 1} className={`data-table__cell${isNumeric(column.kind) ? ' data-table__cell--numeric' : ''}`}>
              {text}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The DataTable's sticky totals row. Memoised: scrolling does not render it again. */
export const DataTableTotals = memo(DataTableTotalsView) as typeof DataTableTotalsView;
