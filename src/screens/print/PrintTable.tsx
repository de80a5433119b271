import { memo, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PRINT_CHUNK } from '../../../machines/printView.machine.ts';
import { cellText, isNumeric } from '../../widgets/dataTable/cellText.ts';
import type { CellKind } from '../../widgets/dataTable/index.ts';
import type { ScreenView } from '../declaration.ts';

/** A column as printed: its header and its cell's text, already translated. */
interface PrintColumn {
  id: string;
  header: string;
  kind: CellKind;
  text: (row: unknown) => string;
}

interface ChunkProps {
  columns: readonly PrintColumn[];
  rows: readonly unknown[];
  start: number;
  tone: ScreenView<unknown>['tone'];
}

const cellClass = (kind: CellKind) => (isNumeric(kind) ? 'print-table__cell print-table__cell--numeric' : 'print-table__cell');

/**
 * One chunk of PRINT_CHUNK rows, its own tbody. Memoised: a tick adds a chunk, and the chunks
 * already printed (same rows, same start) do not render again, so each tick costs 500 rows.
 */
const PrintChunk = memo(function PrintChunk({ columns, rows, start, tone }: ChunkProps) {
  return (
    <tbody>
      {rows.slice(start, start + PRINT_CHUNK).map((row, i) => {
        const rowTone = tone?.(row) ?? null;
        return (
          <tr key={start + i} className={rowTone ? `print-table__row data-table__row--tone-${rowTone}` : 'print-table__row'}>
            {columns.map((column) => (
              <td key={column.id} className={cellClass(column.kind)}>
                {column.text(row)}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
});

interface PrintTableProps {
  view: ScreenView<unknown>;
  columns: ScreenView<unknown>['columns'];
  /** Every row of the query; the first `shown` are in the table. */
  rows: readonly unknown[];
  shown: number;
  totals: Readonly<Record<string, number>>;
  /** The caption: the screen's title and its filters. */
  caption: ReactNode;
}

/**
 * The print view's table: a plain table (no virtualisation, no links or actions: paper has none),
 * the rows toned by bet type, the totals row (sums over the whole query, from the answer's Totals).
 */
export function PrintTable({ view, columns, rows, shown, totals, caption }: PrintTableProps) {
  const { i18n, t } = useLingui();
  const printed = useMemo<PrintColumn[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: i18n._(column.header),
        kind: column.kind,
        text: (row) => {
          const value = column.value(row);
          return cellText(column.kind === 'link' ? 'text' : column.kind, value !== null && typeof value === 'object' ? i18n._(value) : value);
        },
      })),
    [columns, i18n],
  );
  const starts = Array.from({ length: Math.ceil(shown / PRINT_CHUNK) }, (_, i) => i * PRINT_CHUNK);
  return (
    <table className="print-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {printed.map((column) => (
            <th key={column.id} scope="col" className={cellClass(column.kind)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      {starts.map((start) => (
        <PrintChunk key={start} columns={printed} rows={rows} start={start} tone={view.tone} />
      ))}
      {view.totals.length > 0 && (
        <tfoot>
          <tr className="print-table__totals">
            {printed.map((column, col) => {
              const value = view.totals.includes(column.id) ? totals[column.id] : undefined;
              const text = value === undefined ? (col === 0 ? t`Total` : '') : cellText(column.kind === 'link' ? 'text' : column.kind, value);
              return (
                <td key={column.id} className={cellClass(column.kind)}>
                  {text}
                </td>
              );
            })}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
