/**
 * The tickets an ARA file holds (domain/bets/araFormat.ts): a draw's tickets of a set of users, each as
 * it stands in that draw (ticket_draws: a day-code ticket is in each of its draws), a section per user
 * in user id order, tickets in the order they were placed.
 */
import { araLine, type AraSection } from '../../domain/bets/araFormat.ts';
import type { TotoForm } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';
import { TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';
import type { AraTicket } from '../../domain/bets/araFormat.ts';

/** Whose tickets: one user's own, or a tree (the user and everyone below it; an admin's is everyone). */
export type AraScope = { kind: 'own'; userId: string } | { kind: 'tree'; userId: string };

interface TicketRow {
  user_id: string;
  bet_type: AraTicket['betType'];
  number: string;
  big_cents: string;
  small_cents: string;
  toto_form: TotoForm | null;
  toto_amount_cents: string;
}

/** Sections of rows already ordered by user: one per user, its lines in row order. */
export function sectionsOf<R extends { user_id: string }>(rows: readonly R[], line: (row: R) => string | null): AraSection[] {
  const sections: { userId: string; lines: string[] }[] = [];
  for (const row of rows) {
    const text = line(row);
    if (text === null) continue;
    if (sections.at(-1)?.userId !== row.user_id) sections.push({ userId: row.user_id, lines: [] });
    sections.at(-1)!.lines.push(text);
  }
  return sections;
}

export async function araSections(db: Queryable, drawId: number, scope: AraScope): Promise<{ sections: AraSection[]; tickets: number }> {
  const who = scope.kind === 'own' ? 't.user_id = $1' : inTree('t.user_id');
  const { rows } = await db.query<TicketRow>(
    `${callerAndDownline(1)}
     select t.user_id, t.bet_type, t.number, t.big_cents, t.small_cents, t.toto_form, t.toto_amount_cents
     from ${TICKETS_IN_DRAWS}
     where td.draw_id = $2 and ${who}
     order by t.user_id, t.ticket_id`,
    [scope.userId, drawId],
  );
  const sections = sectionsOf(rows, (row) =>
    araLine({
      betType: row.bet_type,
      number: row.number,
      // bigint columns arrive as text on PostgreSQL, as numbers on PGlite: Number() reads both.
      bigCents: Number(row.big_cents),
      smallCents: Number(row.small_cents),
      totoForm: row.toto_form,
      totoAmountCents: Number(row.toto_amount_cents),
    }),
  );
  return { sections, tickets: rows.length };
}
