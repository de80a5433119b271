/** A cell of the grid: row -1 is the header row. */
export interface GridCell {
  row: number;
  col: number;
}

export interface GridShape {
  rows: number;
  cols: number;
  /** Rows one PageUp/PageDown moves. */
  pageRows: number;
}

/**
 * Where a key moves the active cell (WAI-ARIA grid pattern): arrows by one, Home/End to the row's
 * ends, Ctrl+Home/Ctrl+End to the grid's first and last cells, PageUp/PageDown by a viewport of rows.
 * Null for keys that do not move.
 */
export function moveCell(cell: GridCell, key: string, ctrl: boolean, shape: GridShape): GridCell | null {
  const lastRow = shape.rows - 1;
  const lastCol = shape.cols - 1;
  const clampRow = (row: number) => Math.max(-1, Math.min(lastRow, row));
  switch (key) {
    case 'ArrowUp':
      return { ...cell, row: clampRow(cell.row - 1) };
    case 'ArrowDown':
      return { ...cell, row: clampRow(cell.row + 1) };
    case 'ArrowLeft':
      return { ...cell, col: Math.max(0, cell.col - 1) };
    case 'ArrowRight':
      return { ...cell, col: Math.min(lastCol, cell.col + 1) };
    case 'Home':
      return ctrl ? { row: shape.rows > 0 ? 0 : -1, col: 0 } : { ...cell, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { ...cell, col: lastCol };
    case 'PageUp':
      return { ...cell, row: clampRow(Math.max(cell.row < 0 ? -1 : 0, cell.row - shape.pageRows)) };
    case 'PageDown':
      return { ...cell, row: clampRow(cell.row + shape.pageRows) };
    default:
      return null;
  }
}
