/**
 * The DataTable bench page (`npm run bench`, scripts/bench/dataTable.ts): the real DataTable with its
 * real stylesheet and the app's base styles, given 100 000 generated ticket rows. It records when the
 * rows are in hand and when the table is first painted, keeps every long task, and exposes the
 * figures and the scroll driver on `window.dataTableBench`.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { DataTable } from '../../../src/widgets/dataTable/index.ts';
import { activateLocale, i18n } from '../../../src/i18n/i18n.ts';
import { ROWS_IN_HAND_MARK, type LoadMarks, type LongTask } from './benchWindow.ts';
import { scrollThrough } from './scrollThrough.ts';
import { generateTicketRows, ticketTotals, TICKET_COLUMNS, type TicketRow } from './ticketRows.ts';
import '../../../src/styles/app.css';

const longTasks: LongTask[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ startTime: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

/**
 * "Painted" is the first contentful paint: Chromium stamps it with the time the frame holding the
 * first text was presented on screen, which is what a user sees. Nothing contentful exists before
 * the table (index.html is empty, the page renders null until the rows are handed over), so that
 * frame is the table's. requestAnimationFrame + setTimeout(0) after the commit only tells when the
 * main thread handed the frame over, not when it was shown; it is kept as `frameHandedOver`, a cross-check.
 */
function firstContentfulPaint(): Promise<number> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

// Generated before anything renders: like rows parsed from an API answer, already in memory.
const rows = generateTicketRows();
const totals = ticketTotals(rows);
const colours = { ColorTbl01: '#ffffff', ColorTbl02: '#f4f7fb' };
const rowKey = (row: TicketRow) => String(row.ticketId);
const rowTone = (row: TicketRow) => row.betType;

let rowsInHand = 0;
// The driver hands the rows over once its own scripts are in the page, so their evaluation (several ms
// on the main thread) is not counted in the first paint.
let resolveHandOver: () => void = () => {};
const handOver = new Promise<void>((resolve) => (resolveHandOver = resolve));
let resolveCommitted: (at: number) => void = () => {};
const committed = new Promise<number>((resolve) => (resolveCommitted = resolve));
let resolveHandedOver: (at: number) => void = () => {};
const frameHandedOver = new Promise<number>((resolve) => (resolveHandedOver = resolve));

function BenchPage() {
  const [handed, setHanded] = useState<readonly TicketRow[] | null>(null);

  useEffect(() => {
    // A task of its own, as an API answer arrives: the mount before it is not timed.
    let timer: ReturnType<typeof setTimeout> | undefined;
    void handOver.then(() => {
      timer = setTimeout(() => {
        rowsInHand = performance.now();
        // The driver's trace carries this mark with both clocks, to find the first paint's main-thread CPU.
        performance.mark(ROWS_IN_HAND_MARK);
        setHanded(rows);
      }, 0);
    });
    return () => clearTimeout(timer);
  }, []);

  // Runs after DataTable's own layout effects, in the commit that first shows the rows.
  useLayoutEffect(() => {
    if (handed) resolveCommitted(performance.now());
  }, [handed]);

  // The frame after the commit: its rendering runs between the animation frame and the next task.
  useEffect(() => {
    if (!handed) return;
    requestAnimationFrame(() => setTimeout(() => resolveHandedOver(performance.now()), 0));
  }, [handed]);

  if (!handed) return null;
  return <DataTable label="Tickets" columns={TICKET_COLUMNS} rows={handed} rowKey={rowKey} rowTone={rowTone} totals={totals} colours={colours} />;
}

const rowsInDom = () => document.querySelectorAll('[role="row"]').length;

async function loaded(): Promise<LoadMarks> {
  const [painted, committedAt, handedOverAt] = await Promise.all([firstContentfulPaint(), committed, frameHandedOver]);
  return { rowsInHand, committed: committedAt, frameHandedOver: handedOverAt, painted, rowsInDom: rowsInDom() };
}

window.dataTableBench = {
  handRowsOver: () => resolveHandOver(),
  loaded: loaded(),
  rowsInDom,
  scrollThrough: () => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    if (!grid) return Promise.reject(new Error('no grid on the bench page'));
    return scrollThrough(grid, rows.length);
  },
  longTasksSince: (since) => longTasks.filter((task) => task.startTime >= since),
};

await activateLocale('en');
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <BenchPage />
  </I18nProvider>,
);
