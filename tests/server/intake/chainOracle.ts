/**
 * The intake chain as DOMAIN.md "The life of a bet" 2 and issue 21 state it, walked ticket by ticket in
 * plain TypeScript (the oracle of the SQL in server/intake): for each agent from the bettor's direct
 * upline to the company, per draw, number and bet type, In arrives, Intake = what it keeps (at most what
 * its limit has left after the tickets before; 0 keeps nothing; no limit keeps all; a throw number
 * nothing; the company all unless it sends its Out to a distributor), Out = In - Intake goes up or to
 * its distributor (the chain ends there).
 */
export type Kind = 'big' | 'small' | 'amount';
export const KINDS: readonly Kind[] = ['big', 'small', 'amount'];
export type Stakes = Record<Kind, number>;
/** A limit row: null keeps all of that kind. */
export type LimitRow = Record<Kind, number | null>;

export interface ChainSettings {
  parentOf: ReadonlyMap<string, string | null>;
  /** Key `${user}|${number}|${betType}`, number '*' for the default row. */
  limits: ReadonlyMap<string, LimitRow>;
  /** Key `${user}|${number}`. */
  throws: ReadonlySet<string>;
  /** The distributor an agent's Out goes to. */
  distributorOf: ReadonlyMap<string, number>;
}

export interface OracleTicket {
  ticketId: number;
  userId: string;
  number: string;
  betType: string;
  /** In at level 1 in each of its draws. */
  stakes: Stakes;
  drawIds: readonly number[];
}

export interface ChainRow {
  drawId: number;
  ticketId: number;
  level: number;
  userId: string;
  number: string;
  betType: string;
  in: Stakes;
  intake: Stakes;
  outDistributorId: number | null;
}

export const rowKey = (drawId: number, ticketId: number, level: number) => `${drawId}|${ticketId}|${level}`;

/** The chain rows of `tickets` taken in ticket id order. */
export function chainOf(settings: ChainSettings, tickets: readonly OracleTicket[]): Map<string, ChainRow> {
  const kept = new Map<string, Stakes>();
  const rows = new Map<string, ChainRow>();
  for (const ticket of [...tickets].sort((a, b) => a.ticketId - b.ticketId)) {
    for (const drawId of ticket.drawIds) {
      let agent = settings.parentOf.get(ticket.userId) ?? ticket.userId;
      let arriving: Stakes = { ...ticket.stakes };
      for (let level = 1; ; level += 1) {
        const isCompany = (settings.parentOf.get(agent) ?? null) === null;
        const distributor = settings.distributorOf.get(agent) ?? null;
        const thrown = settings.throws.has(`${agent}|${ticket.number}`);
        const limit =
          settings.limits.get(`${agent}|${ticket.number}|${ticket.betType}`) ?? settings.limits.get(`${agent}|*|${ticket.betType}`);
        const keptKey = `${drawId}|${agent}|${ticket.number}|${ticket.betType}`;
        const before = kept.get(keptKey) ?? { big: 0, small: 0, amount: 0 };
        const intake = { big: 0, small: 0, amount: 0 };
        for (const kind of KINDS) {
          const cap = limit?.[kind] ?? null;
          if (thrown) intake[kind] = 0;
          else if ((isCompany && distributor === null) || cap === null) intake[kind] = arriving[kind];
          else intake[kind] = Math.min(arriving[kind], Math.max(cap - before[kind], 0));
        }
        kept.set(keptKey, { big: before.big + intake.big, small: before.small + intake.small, amount: before.amount + intake.amount });
        rows.set(rowKey(drawId, ticket.ticketId, level), {
          drawId, ticketId: ticket.ticketId, level, userId: agent, number: ticket.number, betType: ticket.betType,
          in: arriving, intake, outDistributorId: distributor,
        });
        const out = { big: arriving.big - intake.big, small: arriving.small - intake.small, amount: arriving.amount - intake.amount };
        if (isCompany || distributor !== null || out.big + out.small + out.amount === 0) break;
        agent = settings.parentOf.get(agent)!;
        arriving = out;
      }
    }
  }
  return rows;
}

/** amount x part / whole rounded half-even (non-negative). */
export function shareHalfEven(amount: number, part: number, whole: number): number {
  const product = BigInt(amount) * BigInt(part);
  const quotient = product / BigInt(whole);
  const twice = (product % BigInt(whole)) * 2n;
  const up = twice > BigInt(whole) || (twice === BigInt(whole) && quotient % 2n === 1n);
  return Number(quotient + (up ? 1n : 0n));
}

/** A winning line as stored (strikes): a ticket's stake on one place of the result, and its payout. */
export interface StrikeLine { ticket_id: number; prize: string; position: number; stake: string; payout: number }

/**
 * Who carries a winning line's payout (README "The intake chain", Settlement): the levels of the
 * ticket's chain (one draw's rows) that kept some of the line's stake kind, each intake / In of the
 * payout rounded once half-even; the remainder cent to the topmost taker, unless part went out to a
 * distributor (then the rest is the distributor's, no agent's).
 */
export function strikeShares(chain: readonly ChainRow[], line: StrikeLine): { userId: string; share: number }[] {
  const kind: Kind = line.stake === 'big' ? 'big' : line.stake === 'small' ? 'small' : 'amount';
  const levels = chain.filter((r) => r.ticketId === line.ticket_id).sort((a, b) => a.level - b.level);
  const whole = levels[0]!.in[kind];
  const takers = levels.filter((r) => r.intake[kind] > 0);
  const shares = takers.map((r) => shareHalfEven(line.payout, r.intake[kind], whole));
  const keptByLevels = takers.reduce((sum, r) => sum + r.intake[kind], 0);
  if (keptByLevels === whole && takers.length > 0) {
    shares[shares.length - 1] = line.payout - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  }
  return takers.map((r, i) => ({ userId: r.userId, share: shares[i]! }));
}
