/**
 * The intake ARA file (bet/page/exportIntakeAra): what a user takes in of a draw, as bet lines it can
 * pass on. Read per ticket at the user's level of the chain (ticket_intakes; level 1 is the bettor's
 * direct upline), so each line keeps its ticket's number, bet type and TOTO form: the Intake of a
 * ticket is its stake over all its entries, written per entry (a roll has 10, a kBet one per
 * permutation). Decision: an intake that does not split evenly over the entries is written rounded
 * down to the cent (at most a cent per entry less); a ticket the user took nothing of is left out.
 */
import { araLine } from '../../domain/bets/araFormat.ts';
import type { AraSection } from '../../domain/bets/araFormat.ts';
import type { TotoForm } from '../../domain/bets/index.ts';
import type { AraTicket } from '../../domain/bets/araFormat.ts';
import type { Queryable } from '../db/database.ts';
import { entriesInDraw } from '../betting/ticketInDraw.ts';
import { sectionsOf } from './araTickets.ts';

interface IntakeRow {
  user_id: string;
  bet_type: AraTicket['betType'];
  number: string;
  toto_form: TotoForm | null;
  entries: number;
  big_intake: string;
  small_intake: string;
  amount_intake: string;
}

export async function araIntakeSections(db: Queryable, drawId: number, userId: string): Promise<AraSection[]> {
  const { rows } = await db.query<IntakeRow>(
    `select ti.user_id, t.bet_type, t.number, t.toto_form, ${entriesInDraw('t')} as entries,
       ti.big_intake, ti.small_intake, ti.amount_intake
     from ticket_intakes ti join tickets t on t.ticket_id = ti.ticket_id
     where ti.draw_id = $1 and ti.user_id = $2 and (ti.big_intake + ti.small_intake + ti.amount_intake) > 0
     order by ti.ticket_id`,
    [drawId, userId],
  );
  return sectionsOf(rows, (row) => {
    const perEntry = (cents: string) => Math.floor(Number(cents) / Number(row.entries));
    const ticket = {
      betType: row.bet_type,
      number: row.number,
      bigCents: perEntry(row.big_intake),
      smallCents: perEntry(row.small_intake),
      totoForm: row.toto_form,
      totoAmountCents: Number(row.amount_intake),
    };
    // Rounded down to nothing: there is no bet left to write.
    return ticket.bigCents + ticket.smallCents + ticket.totoAmountCents > 0 ? araLine(ticket) : null;
  });
}
