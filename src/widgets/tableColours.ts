/** The grey of a row whose upline flag equals 1 (spec 02 §2.13). */
export const UPLINE_ROW_COLOUR = '#E0DEDF';

/** The table colours of the current location (profile Loc, spec 02 §3). */
export interface TableColourSource {
  ColorTbl01: string | null;
  ColorTbl02: string | null;
}

/**
 * Background of a table row: the location's ColorTbl01 and ColorTbl02 alternating (first row
 * ColorTbl01), or the fixed grey when the row's upline flag equals 1 (the flag may come as a number
 * or as text). Undefined when the location sets no colour, so the stylesheet's default applies.
 */
export function tableRowBackground(
  rowIndex: number,
  location: TableColourSource | null | undefined,
  uplineFlag?: number | string | null,
): string | undefined {
  if (uplineFlag !== null && uplineFlag !== undefined && String(uplineFlag).trim() === '1') return UPLINE_ROW_COLOUR;
  const colour = rowIndex % 2 === 0 ? location?.ColorTbl01 : location?.ColorTbl02;
  return colour || undefined;
}
