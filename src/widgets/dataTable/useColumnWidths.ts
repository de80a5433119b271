import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { afterNextFrame } from './afterNextFrame.ts';
import { frameWidths, paddedWidth, rowTextWidths } from './columnWidths.ts';
import { textMeasurer } from './measureText.ts';
import type { MeasureText } from './columnWidths.ts';
import type { DataColumn, DataTableProps } from './types.ts';

/**
 * Up to this many rows, every row is measured before the first paint (a few ms). Beyond it, measuring
 * every row first made the first paint wait on the whole query (100 000 rows: ~150 ms in `npm run
 * bench`), so a big query's first paint measures only the rows it shows, and the rest are measured
 * after it, a slice a task.
 */
export const MEASURED_BEFORE_PAINT = 2_000;
/** Rows measured in one task after the first paint: a few ms each, far from a long task. */
const SLICE_ROWS = 5_000;

/** Which rows, columns and font a set of widths was measured for: new ones start again from nothing. */
interface Measured<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly DataColumn<Row>[];
  readonly measure: MeasureText;
  readonly widths: number[];
}

const sameSource = <Row>(measured: Measured<Row> | null, rows: readonly Row[], columns: readonly DataColumn<Row>[], measure: MeasureText) =>
  measured !== null && measured.rows === rows && measured.columns === columns && measured.measure === measure;

const widest = (into: number[], widths: readonly number[]) => widths.forEach((width, col) => (into[col] = Math.max(into[col] ?? 0, width)));

/**
 * The DataTable's column widths in px, each its widest text (rows, header, totals) plus padding, so
 * nothing is cut off (issue 19). A big query's widths are, at any render, at least those of the rows
 * shown, and grow to every row's once the slices are measured; they never shrink while the rows
 * stay the same, so a scroll never narrows a column.
 */
export function useColumnWidths<Row>(
  columns: readonly DataColumn<Row>[],
  rows: readonly Row[],
  shown: readonly Row[],
  totals: DataTableProps<Row>['totals'],
  totalLabel: string,
  grid: RefObject<Element | null>,
): number[] {
  // The page's font until the grid is laid out, then the grid's: the same measurer when the fonts
  // are the same (the usual case), so only a grid in a font of its own is measured again.
  const [{ measure }, setMeasurer] = useState(() => ({ measure: textMeasurer(typeof document === 'undefined' ? null : document.body) }));
  useLayoutEffect(() => {
    const inGridFont = textMeasurer(grid.current);
    setMeasurer((current) => (current.measure === inGridFont ? current : { measure: inGridFont }));
  }, [grid]);
  const frame = useMemo(() => frameWidths(columns, totals, totalLabel, measure), [columns, totals, totalLabel, measure]);
  const big = rows.length > MEASURED_BEFORE_PAINT;
  const everyRowAtOnce = useMemo(() => (big ? null : rowTextWidths(columns, rows, measure)), [big, columns, rows, measure]);

  // Every row of a big query, measured after the first paint a slice a task; set once, when done.
  const [sliced, setSliced] = useState<Measured<Row> | null>(null);
  useEffect(() => {
    if (!big) return;
    const widths = columns.map(() => 0);
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measureSlice = () => {
      const end = Math.min(rows.length, next + SLICE_ROWS);
      widest(widths, rowTextWidths(columns, rows.slice(next, end), measure));
      next = end;
      if (next < rows.length) timer = setTimeout(measureSlice, 0);
      else setSliced({ rows, columns, measure, widths });
    };
    // The first slice after the next frame is drawn: a task queued now could run before that frame.
    const frame = afterNextFrame(measureSlice);
    return () => {
      frame.cancel();
      clearTimeout(timer);
    };
  }, [big, columns, rows, measure]);
  const allMeasured = sameSource(sliced, rows, columns, measure);

  // Until then, the rows shown, kept from render to render. Written during render: it only ever
  // grows, so a render React discards leaves at worst a column a little wider, never one too narrow.
  const shownSoFar = useRef<Measured<Row> | null>(null);
  if (big && !sameSource(shownSoFar.current, rows, columns, measure)) shownSoFar.current = { rows, columns, measure, widths: columns.map(() => 0) };
  if (big && !allMeasured) widest(shownSoFar.current!.widths, rowTextWidths(columns, shown, measure));

  const widths = [...frame];
  if (everyRowAtOnce) widest(widths, everyRowAtOnce);
  if (big) widest(widths, shownSoFar.current!.widths);
  if (allMeasured) widest(widths, sliced!.widths);
  return widths.map(paddedWidth);
}
