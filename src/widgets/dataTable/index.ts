export { DataTable, ROW_HEIGHT } from './DataTable.tsx';
export { Pager, type PagerProps } from './Pager.tsx';
export { pageLinks, pageCount, PAGER_MAX_LINKS } from './pageLinks.ts';
export { parseSortDirection, nextSort } from './sort.ts';
export { cellText } from './cellText.ts';
export { BET_TONES, type BetTone, type CellKind, type DataColumn, type DataTableProps, type SortDirection, type SortState, type TableColours } from './types.ts';
