/**
 * The draws a report request names (spec 02 §2.12): DrawId, else DrawDate (one day), else the range
 * DrawFrom..DrawTo; none, or a range that ends before it starts, is a 400 on the field.
 */
import type { DrawSelection } from '../full/downlineFigures.ts';

export interface DrawQuery {
  DrawId?: number;
  DrawDate?: string;
  DrawFrom?: string;
  DrawTo?: string;
}

export function drawSelectionOf(query: DrawQuery, location: string): DrawSelection | { problem: string } {
  if (query.DrawId !== undefined) return { location, drawId: query.DrawId };
  if (query.DrawDate !== undefined) return { location, from: query.DrawDate, to: query.DrawDate };
  if (query.DrawFrom === undefined || query.DrawTo === undefined) return { problem: 'Choose a draw (DrawId or DrawDate) or a range (DrawFrom and DrawTo).' };
  if (query.DrawFrom > query.DrawTo) return { problem: 'Date From must not be after Date To.' };
  return { location, from: query.DrawFrom, to: query.DrawTo };
}
