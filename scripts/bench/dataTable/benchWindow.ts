/** What the bench page (main.tsx) exposes on `window` for the driver (scripts/bench/dataTable.ts). */

/** The performance mark the page makes when the rows are in hand (LoadMarks.rowsInHand). */
export const ROWS_IN_HAND_MARK = 'data-table-bench:rows-in-hand';

/** performance.now() times of one load, in ms since the page's time origin. */
export interface LoadMarks {
  /** Just before the state update that hands the 100 000 rows to the table. */
  rowsInHand: number;
  /** React has committed the table to the DOM (a layout effect after the table's own). */
  committed: number;
  /** requestAnimationFrame + setTimeout(0) after the commit: the main thread is done with that frame. */
  frameHandedOver: number;
  /** The first contentful paint, i.e. the table's first frame (see main.tsx for why this is "painted"). */
  painted: number;
  /** `[role="row"]` elements in the DOM right after the first paint. */
  rowsInDom: number;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

export interface ScrollReport {
  frames: number;
  /** The most `[role="row"]` elements seen in the DOM at any frame of the scroll. */
  maxRowsInDom: number;
  /** Whether the last data row was rendered at the bottom, and the first again at the top. */
  reachedEnd: boolean;
  reachedStart: boolean;
}

export interface DataTableBench {
  /** Hands the rows to the table (the page waits for this before it times anything). */
  handRowsOver: () => void;
  /** Resolves once the first paint after the rows were in hand is known. */
  loaded: Promise<LoadMarks>;
  /** Scrolls the grid from top to bottom and back (see scrollThrough.ts). */
  scrollThrough: () => Promise<ScrollReport>;
  /** `[role="row"]` elements in the DOM now. */
  rowsInDom: () => number;
  /** Long tasks (over 50 ms) that started at or after `since`. */
  longTasksSince: (since: number) => LongTask[];
}

declare global {
  interface Window {
    dataTableBench?: DataTableBench;
  }
}
