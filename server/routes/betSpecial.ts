/**
 * Bet Special (spec 02 §2.2 /outset/betSpecial, §7.6; contract/betSpecial.ts). Who: a user granted
 * OutSet (the menu's rule, read from the database), for itself or a user of its tree; generating also
 * asks the placement rule (mayBetFor) for the user, as Place Bets does. The runs list is a paged query
 * (server/queries/betSpecialRuns.ts).
 */
import type { Context } from 'hono';
import { betSpecialSetting, betSpecialStatus, generateBetSpecial, updateBetSpecialSetting } from '../../contract/betSpecial.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import type { Queryable } from '../db/database.ts';
import { mayAccessMember } from '../memberTree.ts';
import { userHolds } from '../permissions/grants.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { openDrawForBets } from '../betting/closedDraws.ts';
import { writeAudit } from '../audit.ts';
import { readSetting, saveSetting, settingProblems } from '../betSpecial/settings.ts';
import { betSpecialJobs } from '../jobs/betSpecialJob.ts';

export const NOT_OUTSET = 'Bet Special needs the OutSet permission.';

/** 403 unless the caller holds OutSet and `userId` is in its tree; the stored user id otherwise. */
async function refusal(db: Queryable, callerId: string, userId: string): Promise<string | null> {
  if (!(await userHolds(db, callerId, 'OutSet'))) return NOT_OUTSET;
  if (!(await mayAccessMember(db, callerId, userId))) return `User ${userId} is not in your downline.`;
  return null;
}

async function storedUserId(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from users where lower(user_id) = lower($1)', [userId]);
  return rows[0]?.user_id ?? userId;
}

const forbidden = (c: Context, message: string) => fail(c, 403, message);

export function mountBetSpecialRoutes(router: ApiRouter, { db, jobs: engine, now }: RouteDeps) {
  const jobs = betSpecialJobs(engine, { db, now });

  router.implement(betSpecialSetting, async ({ query, caller, location, c }) => {
    const userId = query.UserId ?? caller.userId;
    const refused = await refusal(db, caller.userId, userId);
    if (refused) return forbidden(c, refused);
    return readSetting(db, await storedUserId(db, userId), location);
  });

  router.implement(updateBetSpecialSetting, async ({ body, caller, location, c }) => {
    const refused = await refusal(db, caller.userId, body.UserId);
    if (refused) return forbidden(c, refused);
    const problems = await settingProblems(db, body.Message, location);
    if (problems.length > 0) return fail(c, 400, problems[0]!.Message, { data: { Problems: problems } });
    const userId = await storedUserId(db, body.UserId);
    await db.transaction(async (tx) => {
      const at = now();
      const saved = await saveSetting(tx, { userId, location, message: body.Message, enabled: body.Enabled, by: caller.userId, at });
      await writeAudit(tx, {
        userId: caller.userId, locId: location, action: 'betSpecial.setting', entity: 'betSpecialSetting', entityId: saved.after.setting_id,
        before: saved.before && { Message: saved.before.message, Enabled: saved.before.enabled },
        after: { UserId: userId, Message: saved.after.message, Enabled: saved.after.enabled }, at,
      });
    });
    return readSetting(db, userId, location);
  });

  router.implement(generateBetSpecial, async ({ body, caller, location, c }) => {
    const refused = await refusal(db, caller.userId, body.UserId);
    if (refused) return forbidden(c, refused);
    const bettor = await mayBetFor(db, caller.userId, body.UserId, location);
    if (!bettor.ok) return fail(c, bettor.status, bettor.message);
    const draw = await openDrawForBets(db, body.DrawId, location, now());
    if (!draw.ok) return fail(c, 400, draw.message);
    const setting = await readSetting(db, bettor.userId, location);
    if (setting.SettingId === null || setting.Lines === 0) {
      return fail(c, 400, `${bettor.userId} has no special bets at ${location}: save some first.`);
    }
    if (!setting.Enabled) return fail(c, 400, `${bettor.userId}'s special bets are switched off: switch them on first.`);
    return jobs.start({ settingId: setting.SettingId, drawId: draw.draw.drawId, message: setting.Message, by: caller.userId, locId: location, at: now() });
  });

  router.implement(betSpecialStatus, async ({ params, query, caller, location, c }) => {
    if (!(await userHolds(db, caller.userId, 'OutSet'))) return forbidden(c, NOT_OUTSET);
    const { rows } = await db.query<{ loc_id: string; user_id: string }>(
      `select s.loc_id, s.user_id from bet_special_runs r join bet_special_settings s on s.setting_id = r.setting_id
       where r.run_id = $1 and r.setting_id = $2`,
      [query.ticketId, params.SettingId],
    );
    // A run of another list, or of another location, is not found: its id says nothing of the caller's.
    const owner = rows[0];
    if (!owner || owner.loc_id !== location) return fail(c, 404, 'No such generation of special bets.');
    if (!(await mayAccessMember(db, caller.userId, owner.user_id))) return forbidden(c, `User ${owner.user_id} is not in your downline.`);
    const run = await jobs.status(query.ticketId);
    if (!run) return fail(c, 404, 'No such generation of special bets.');
    return run;
  });
}
