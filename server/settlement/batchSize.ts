/** Tickets per settlement transaction: large enough to amortise a commit, small enough to keep a lock short (SETTLEMENT_BATCH_TICKETS overrides it). */
export const SETTLEMENT_BATCH_TICKETS = 20_000;
