import type { SortDirection, SortState } from './types.ts';

/** Both spellings of spec 02 §9 ("ascend/descend and asc/desc"), any case; anything else is null. */
export function parseSortDirection(text: string | null | undefined): SortDirection | null {
  switch (text?.toLowerCase()) {
    case 'asc':
    case 'ascend':
      return 'asc';
    case 'desc':
    case 'descend':
      return 'desc';
    default:
      return null;
  }
}

/** Choosing a header: a new column sorts ascending; the sorted column flips. */
export function nextSort(current: SortState | null | undefined, columnId: string): SortState {
  if (current?.by === columnId) return { by: columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { by: columnId, direction: 'asc' };
}
