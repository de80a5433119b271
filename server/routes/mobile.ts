import type { Context } from 'hono';
import type { FieldProblem } from '../../contract/envelope.ts';
import {
  mobile,
  priorityInTakes,
  updateBetEntryAlert,
  updateDownlineMobile,
  updateMobile,
  updatePriorityInTakes,
  type Mobile,
} from '../../contract/mobile.ts';
import { PHONE_MESSAGES, phoneProblem } from '../../domain/phone.ts';
import { writeAudit } from '../audit.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayAccessMember } from '../memberTree.ts';

export const NUMBER_TAKEN = 'This number is registered to another user.';
const OUTSIDE_TREE = 'Unauthorized Access';

interface MobileRow {
  user_id: string;
  mobile: string | null;
  bet_entry_alert: boolean;
  priority_in_takes: string[];
}

const asMobile = (row: MobileRow): Mobile => ({ UserId: row.user_id, Mobile: row.mobile ?? '', BetEntryAlert: row.bet_entry_alert });

/** The user's row, locked when `lock` (a write reads what it changes under the lock). */
async function mobileRow(db: Queryable, userId: string, lock = false): Promise<MobileRow | null> {
  const { rows } = await db.query<MobileRow>(
    `select user_id, mobile, bet_entry_alert, priority_in_takes from users where lower(user_id) = lower($1)${lock ? ' for update' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

const problemOn = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Mobile (spec 02 §7.2): GET/PUT mobile (one's own number), PUT mobile2 (the number of a user of one's
 * tree: the Downline Mobile page of admins and agents), PUT betEntryAlert, GET/PUT priorityInTakes.
 * A number follows domain/phone.ts and belongs to one user (it names the bettor of an incoming SMS);
 * '' removes it. Each write locks the user's row, writes its audit row in the same transaction, and
 * answers the record as it now is. A user outside the caller's tree is 403, unknown ids alike.
 */
export function mountMobileRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  const refuse = (c: Context, problems: FieldProblem[]) => fail(c, 400, problems[0]!.Message, { data: { Problems: problems } });

  /** Writes `column` of `userId` to `value` with its audit row; null when the user is gone. */
  async function write(callerId: string, userId: string, column: 'mobile' | 'bet_entry_alert' | 'priority_in_takes', value: unknown, action: string) {
    return db.transaction(async (tx) => {
      const before = await mobileRow(tx, userId, true);
      if (!before) return null;
      const { rows } = await tx.query<MobileRow>(
        `update users set ${column} = $2 where user_id = $1 returning user_id, mobile, bet_entry_alert, priority_in_takes`,
        [before.user_id, value],
      );
      const after = rows[0]!;
      const shown = (row: MobileRow) => (column === 'priority_in_takes' ? { PriorityInTakes: row.priority_in_takes } : asMobile(row));
      await writeAudit(tx, { userId: callerId, locId: null, action, entity: 'user', entityId: after.user_id, before: shown(before), after: shown(after), at: now() });
      return after;
    });
  }

  /** A number's problem on the Mobile field, or null; '' (remove) has none. */
  async function numberProblem(number: string, owner: string): Promise<FieldProblem | null> {
    if (number === '') return null;
    const problem = phoneProblem(number);
    if (problem) return problemOn('Mobile', problem, PHONE_MESSAGES[problem]);
    const { rows } = await db.query('select 1 from users where mobile = $1 and lower(user_id) <> lower($2)', [number, owner]);
    return rows.length ? problemOn('Mobile', 'taken', NUMBER_TAKEN) : null;
  }

  async function setNumber(c: Context, callerId: string, userId: string, typed: string) {
    const number = typed.trim();
    const problem = await numberProblem(number, userId);
    if (problem) return refuse(c, [problem]);
    try {
      const after = await write(callerId, userId, 'mobile', number === '' ? null : number, 'mobile.update');
      return after ? asMobile(after) : fail(c, 403, OUTSIDE_TREE);
    } catch (error) {
      // Two users registering one number at once: the unique index lets one win.
      if (isUniqueViolation(error)) return refuse(c, [problemOn('Mobile', 'taken', NUMBER_TAKEN)]);
      throw error;
    }
  }

  router.implement(mobile, async ({ query, caller, c }) => {
    const userId = query.UserId ?? caller.userId;
    if (!(await mayAccessMember(db, caller.userId, userId))) return fail(c, 403, OUTSIDE_TREE);
    const row = await mobileRow(db, userId);
    return row ? asMobile(row) : fail(c, 403, OUTSIDE_TREE);
  });

  router.implement(updateMobile, async ({ body, caller, c }) => setNumber(c, caller.userId, caller.userId, body.Mobile));

  router.implement(updateDownlineMobile, async ({ body, caller, c }) => {
    const userId = body.UserId.trim();
    if (userId === '') return refuse(c, [problemOn('UserId', 'required', 'UserId is required.')]);
    if (!(await mayAccessMember(db, caller.userId, userId))) return fail(c, 403, OUTSIDE_TREE);
    return setNumber(c, caller.userId, userId, body.Mobile);
  });

  router.implement(updateBetEntryAlert, async ({ body, caller, c }) => {
    const after = await write(caller.userId, caller.userId, 'bet_entry_alert', body.BetEntryAlert, 'mobile.betEntryAlert');
    return after ? asMobile(after) : fail(c, 401, 'Session Error.');
  });

  router.implement(priorityInTakes, async ({ caller, c }) => {
    const row = await mobileRow(db, caller.userId);
    return row ? { PriorityInTakes: row.priority_in_takes.join(',') } : fail(c, 401, 'Session Error.');
  });

  router.implement(updatePriorityInTakes, async ({ body, caller, c }) => {
    const typed = body.PriorityInTakes.split(',').map((id) => id.trim()).filter(Boolean);
    const { rows } = await db.query<{ user_id: string }>('select user_id from users where lower(parent_id) = lower($1)', [caller.userId]);
    const downlines = new Map(rows.map((row) => [row.user_id.toLowerCase(), row.user_id]));
    const ids: string[] = [];
    for (const id of typed) {
      const known = downlines.get(id.toLowerCase());
      if (!known) return refuse(c, [problemOn('PriorityInTakes', 'notDownline', `${id} is not one of your direct downlines.`)]);
      if (ids.includes(known)) return refuse(c, [problemOn('PriorityInTakes', 'twice', `${known} is listed twice.`)]);
      ids.push(known);
    }
    const after = await write(caller.userId, caller.userId, 'priority_in_takes', ids, 'priorityInTakes.update');
    return after ? { PriorityInTakes: after.priority_in_takes.join(',') } : fail(c, 401, 'Session Error.');
  });
}
