import type { GridCell } from './gridMove.ts';

/** The `data-cell` attribute of a grid cell, "row:col" (row -1 is the header row). */
export const cellAddress = (row: number, col: number) => `${row}:${col}`;

/**
 * The cell an element is in (the cell itself or anything inside it, such as its link), read from its
 * `data-cell`; null outside the cells. Focus is tracked once, on the grid, from this.
 */
export function cellOf(target: EventTarget | null): GridCell | null {
  if (!(target instanceof Element)) return null;
  const address = target.closest('[data-cell]')?.getAttribute('data-cell');
  const match = address ? /^(-?\d+):(\d+)$/.exec(address) : null;
  return match ? { row: Number(match[1]), col: Number(match[2]) } : null;
}
