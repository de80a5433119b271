/**
 * Runs in the bench page: scrolls the grid from top to bottom and back the way people do, one step a
 * frame. Near each end, 120 steps of one screen a frame (a wheel or a held PageDown); across the
 * middle, 600 equal steps (about ten screens each, like dragging the scrollbar thumb), since one screen
 * a frame over 3.2 million px would take more than three minutes there and back. A step of a screen or
 * more replaces every rendered row either way, so each frame costs what a one-screen step costs. It
 * samples the rows in the DOM after every frame.
 */
import type { ScrollReport } from './benchWindow.ts';

const SCREEN_FRAMES = 120;
const DRAG_FRAMES = 600;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const rowsInDom = () => document.querySelectorAll('[role="row"]').length;

export async function scrollThrough(grid: HTMLElement, dataRows: number): Promise<ScrollReport> {
  // The sticky header and totals rows cover two rows of the viewport.
  const firstRow = grid.querySelector<HTMLElement>('[role="row"]');
  const rowHeight = firstRow?.offsetHeight ?? 32;
  const screen = Math.max(rowHeight, grid.clientHeight - 2 * rowHeight);
  const bottom = grid.scrollHeight - grid.clientHeight;
  let frames = 0;
  let maxRowsInDom = rowsInDom();

  const stepTo = async (scrollTop: number) => {
    grid.scrollTop = scrollTop;
    await nextFrame();
    frames++;
    maxRowsInDom = Math.max(maxRowsInDom, rowsInDom());
  };
  const glide = async (from: number, to: number, steps: number) => {
    for (let step = 1; step <= steps; step++) await stepTo(from + ((to - from) * step) / steps);
  };
  // The virtualiser renders after the scroll event of the frame after the last step: two frames settle it.
  const settle = async () => {
    await nextFrame();
    await nextFrame();
  };
  const rendered = (ariaRowIndex: number) => grid.querySelector(`[role="row"][aria-rowindex="${ariaRowIndex}"]`) !== null;

  await stepTo(0);
  for (let step = 1; step <= SCREEN_FRAMES; step++) await stepTo(step * screen);
  await glide(grid.scrollTop, bottom, DRAG_FRAMES);
  await settle();
  // aria-rowindex counts the header as 1: the last data row is dataRows + 1.
  const reachedEnd = rendered(dataRows + 1);

  for (let step = 1; step <= SCREEN_FRAMES; step++) await stepTo(bottom - step * screen);
  await glide(grid.scrollTop, 0, DRAG_FRAMES);
  await settle();
  const reachedStart = rendered(2);
  maxRowsInDom = Math.max(maxRowsInDom, rowsInDom());
  return { frames, maxRowsInDom, reachedEnd, reachedStart };
}
