import type { ScreenDeclaration } from './declaration.ts';
import { betSummary } from './declarations/betSummary.ts';
import { drawResult } from './declarations/drawResult.ts';
import { historyTickets } from './declarations/historyTickets.ts';
import { searchTickets } from './declarations/searchTickets.ts';
import { viewTickets } from './declarations/viewTickets.ts';

/** Every data screen of the app: a declaration each (src/screens/declarations/), one line here. */
export const SCREENS: readonly ScreenDeclaration[] = [viewTickets, searchTickets, historyTickets, betSummary, drawResult];
