import { memo, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PRINT_CHUNK } from '../../../machines/printView.machine.ts';
import { cellText, isNumeric } from '../../widgets/dataTable/cellText.ts';
import { columnWidths } from '../../widgets/dataTable/columnWidths.ts';
import type { CellKind, DataColumn } from '../../widgets/dataTable/index.ts';
import { textMeasurer } from '../../widgets/dataTable/measureText.ts';
import type { ScreenView } from '../declaration.ts';

/** A column as printed: the grid's column (its header and value translated) and its cell's text. */
interface PrintColumn extends DataColumn<unknown> {
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
      columns.map((column) => {
        const value = (row: unknown) => {
          const raw = column.value(row);
          return raw !== null && typeof raw === 'object' ? i18n._(raw) : raw;
        };
        const kind = column.kind === 'link' ? 'text' : column.kind;
        return { id: column.id, header: i18n._(column.header), kind, sortable: false, value, text: (row: unknown) => cellText(kind, value(row)) };
      }),
    [columns, i18n],
  );
  // The widths the grid would give (the widest text of every row, the header and the totals), fixed
  // on the table: with automatic layout each chunk added lays out every row before it again, and
  // the chunks slow down as the table grows (4 000 rows in a minute); fixed, a chunk costs its own rows.
  const widths = useMemo(() => {
    const shownTotals = view.totals.length > 0 ? Object.fromEntries(view.totals.map((id) => [id, totals[id] ?? null])) : null;
    return columnWidths(printed, rows, shownTotals, t`Total`, textMeasurer(typeof document === 'undefined' ? null : document.body));
  }, [printed, rows, view, totals, t]);
  const starts = Array.from({ length: Math.ceil(shown / PRINT_CHUNK) }, (_, i) => i * PRINT_CHUNK);
  return (
    <table className="print-table" style={{ width: widths.reduce((sum, width) => sum + width, 0) }}>
      <caption>{caption}</caption>
      <colgroup>
        {widths.map((width, col) => (
          <col key={printed[col]!.id} style={{ width }} />
        ))}
      </colgroup>
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
              const text = value === undefined ? (col === 0 ? t`Total` : '') : cellText(column.kind, value);
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
