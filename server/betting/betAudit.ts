/**
 * What the audit log keeps of one Place Bets submission (one row per submission, issue 20): the
 * bettor, the tickets stored and what they cost. The ids are listed up to a bound: a 200 000-character
 * message may store thousands of lines, and the log row need not hold them all (the tickets themselves
 * carry their bettor, draw and time).
 */
export const AUDITED_TICKET_IDS = 1000;

export function placedBetsAudit(
  bettor: string,
  ticketIds: readonly number[],
  parsed: { validLines: number; tickets: number; costCents: number },
) {
  const ids = [...ticketIds].sort((a, b) => a - b);
  return {
    UserId: bettor,
    Lines: parsed.validLines,
    Tickets: parsed.tickets,
    CostCents: parsed.costCents,
    TicketIds: ids.slice(0, AUDITED_TICKET_IDS),
    ...(ids.length > AUDITED_TICKET_IDS ? { MoreTicketIds: ids.length - AUDITED_TICKET_IDS } : {}),
  };
}
