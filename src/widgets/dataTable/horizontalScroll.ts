/**
 * The scrollLeft that shows a cell of a grid wider than its viewport (the keyboard's active cell):
 * unchanged when the cell is in view, else the least scroll that brings it whole into view (its
 * left edge first when it is wider than the viewport). Positions in px from the grid's left edge.
 */
export function scrollLeftToShow(cellLeft: number, cellWidth: number, scrollLeft: number, viewWidth: number): number {
  if (cellLeft < scrollLeft) return cellLeft;
  const cellRight = cellLeft + cellWidth;
  if (cellRight > scrollLeft + viewWidth) return Math.min(cellLeft, cellRight - viewWidth);
  return scrollLeft;
}
