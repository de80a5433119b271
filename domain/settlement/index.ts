/**
 * Draw results, pay-rate tables and settlement: the pure rules that the server's SQL settlement (as its
 * oracle) and the Draw Setting screen (result validation) share. The published default tables are in
 * publishedTables.ts, imported by the seed only.
 */
export * from './results.ts';
export * from './resultMessages.ts';
export { validateFourDResult, type FourDResultEntry, type ResultValidation } from './validateFourDResult.ts';
export { validateTotoResult, type TotoResultEntry } from './validateTotoResult.ts';
export * from './payRates.ts';
export { figuresOfTable, type PayRateFigure, type PayRateRowKind } from './payRateRows.ts';
export type * from './strike.ts';
export { fourDStrikes } from './fourDStrikes.ts';
export { totoGroupOf, totoNumbersOf, totoStrikes } from './totoStrikes.ts';
export { drawStakeCents, settleTicket, strikesOf, winLossOf, type TicketSettlement } from './settle.ts';
