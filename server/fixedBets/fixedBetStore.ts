/**
 * Fixed bets kept (contract/fixedBets.ts): created for a user the caller may place bets for (the one
 * rule of server/betting/betPlacement.ts: its tree, bet placing enabled and not
 * disablePlaceBetAndFixedBet, betting at the location), deleted by anyone whose tree holds its user.
 * Each write has its audit row in its transaction. Spec 02 §6: Fixed Bet is hidden when the caller's
 * own disablePlaceBetAndFixedBet is set, so the server refuses that caller every fixed-bet call.
 */
import type { FixedBet, FixedBetDay, FixedBetEvent } from '../../contract/fixedBets.ts';
import { FIXED_BET_DAYS } from '../../contract/fixedBets.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { atomically } from '../db/atomically.ts';
import { writeAudit } from '../audit.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { visibleToCaller } from '../memberTree.ts';
import { checkFixedMessage } from './fixedBetMessage.ts';
import { FIXED_BET_COLUMNS } from './fixedBetRows.ts';

export type Refused = { ok: false; status: 400 | 403 | 404; message: string; problems?: FieldProblem[] };

export const FIXED_BETS_DISABLED = 'Fixed bets are disabled for your account.';

/** Spec 02 §6 on the server's side: the caller's own disablePlaceBetAndFixedBet hides (refuses) fixed bets. */
export async function fixedBetsDisabledFor(db: Queryable, callerId: string): Promise<boolean> {
  const { rows } = await db.query<{ disabled: boolean }>('select disable_place_bet_and_fixed_bet as disabled from users where user_id = $1', [callerId]);
  return rows[0]?.disabled !== false;
}

/** Days in week order, each once. */
const inWeekOrder = (days: readonly FixedBetDay[]) => FIXED_BET_DAYS.filter((day) => days.includes(day));

async function fixedBetById(db: Queryable, fixedBetId: number): Promise<FixedBet | undefined> {
  const { rows } = await db.query<FixedBet>(`select ${FIXED_BET_COLUMNS} from fixed_bets f where f.fixed_bet_id = $1`, [fixedBetId]);
  return rows[0];
}

export interface NewFixedBet {
  UserId?: string;
  Message: string;
  Days: readonly FixedBetDay[];
  Active?: boolean;
}

export async function createFixedBet(
  db: Queryable,
  caller: string,
  location: Location,
  body: NewFixedBet,
  at: number,
): Promise<{ ok: true; fixedBet: FixedBet } | Refused> {
  const bettor = await mayBetFor(db, caller, body.UserId, location);
  if (!bettor.ok) return { ok: false, status: 403, message: bettor.message };
  const problems: FieldProblem[] = [];
  const message = checkFixedMessage(body.Message, location);
  if (!message.ok) problems.push(...message.problems);
  const days = inWeekOrder(body.Days);
  if (days.length === 0) problems.push({ Field: 'Days', Code: 'required', Message: 'Choose at least one draw day.' });
  if (problems.length > 0 || !message.ok) return { ok: false, status: 400, message: problems[0]!.Message, problems };
  const fixedBet = await atomically(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into fixed_bets (loc_id, user_id, created_by, message, days, active, cost_cents, created_at)
       values ($1, $2, $3, $4, $5::text[], $6, $7, $8::timestamptz) returning fixed_bet_id as id`,
      [location, bettor.userId, caller, body.Message.trim(), days, body.Active ?? true, message.costCents, timestamp(at)],
    );
    const created = (await fixedBetById(tx, rows[0]!.id))!;
    await writeAudit(tx, { userId: caller, locId: location, action: 'fixedBet.create', entity: 'fixedBet', entityId: created.FixedBetId, before: null, after: created, at });
    return created;
  });
  return { ok: true, fixedBet };
}

/** A fixed bet of the caller's tree, not deleted; 404 otherwise (another tree's is not told apart from none). */
async function fixedBetOfTree(db: Queryable, caller: string, fixedBetId: number): Promise<FixedBet | Refused> {
  const { rows } = await db.query<{ id: number }>(
    `select f.fixed_bet_id as id from fixed_bets f where f.fixed_bet_id = $1 and f.deleted_at is null and ${visibleToCaller('f.user_id', 2)}`,
    [fixedBetId, caller],
  );
  if (!rows[0]) return { ok: false, status: 404, message: `Fixed bet ${fixedBetId} was not found.` };
  return (await fixedBetById(db, fixedBetId))!;
}

const isRefused = (value: FixedBet | Refused): value is Refused => 'ok' in value && value.ok === false;

export async function deleteFixedBet(db: Queryable, caller: string, fixedBetId: number, at: number): Promise<{ ok: true } | Refused> {
  return atomically(db, async (tx) => {
    const found = await fixedBetOfTree(tx, caller, fixedBetId);
    if (isRefused(found)) return found;
    // A run placing it now holds its placement row's key; the placements made stay (they are bets).
    const { rows } = await tx.query<{ loc_id: string }>(
      'update fixed_bets set deleted_at = $2::timestamptz where fixed_bet_id = $1 and deleted_at is null returning loc_id',
      [fixedBetId, timestamp(at)],
    );
    // Deleted by another request between the two statements.
    if (!rows[0]) return { ok: false, status: 404, message: `Fixed bet ${fixedBetId} was not found.` } as const;
    const locId = rows[0].loc_id;
    await writeAudit(tx, { userId: caller, locId, action: 'fixedBet.delete', entity: 'fixedBet', entityId: fixedBetId, before: found, after: null, at });
    return { ok: true } as const;
  });
}

export async function viewFixedBet(db: Queryable, caller: string, fixedBetId: number): Promise<{ ok: true; fixedBet: FixedBet; events: FixedBetEvent[] } | Refused> {
  const found = await fixedBetOfTree(db, caller, fixedBetId);
  if (isRefused(found)) return found;
  const { rows } = await db.query<FixedBetEvent>(
    `select e.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", e.run_id as "RunId", e.placed as "Placed",
       e.reason as "Reason", e.cost::float8 as "CostCents", to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "At"
     from (
       select draw_id, run_id, true as placed, null::text as reason, cost_cents as cost, placed_at as at from fixed_placements where fixed_bet_id = $1
       union all
       select draw_id, run_id, false, reason, 0, refused_at from fixed_refusals where fixed_bet_id = $1
     ) e join draws d on d.draw_id = e.draw_id
     order by e.at desc, e.run_id desc limit 50`,
    [fixedBetId],
  );
  return { ok: true, fixedBet: found, events: rows };
}
