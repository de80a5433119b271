/**
 * Fixed bets (contract/fixedBets.ts; spec 02 §7.6 bet/fixed, §7.11 fixed settings). The list
 * (bet/fixed/page3) is a paged query (server/queries/fixedBetPage.ts). Every fixed-bet call is
 * refused to a caller whose own disablePlaceBetAndFixedBet is set (spec 02 §6: the page is hidden
 * for it); Fixed Setting and Fixed Process need the FixedSetting grant (the menu's rule, and for
 * Fixed Process the menu decision fixedProcessPermission).
 */
import {
  createFixedBet,
  deleteFixedBet,
  fixedBetSettings,
  fixedBetView,
  MAX_FIXED_MESSAGE_CHARS,
  selectFixedSetting,
  selectProcessJob,
  updateFixedSetting,
  updateProcessJob,
  type FixedBetDay,
} from '../../contract/fixedBets.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { atomically } from '../db/atomically.ts';
import { dayOfDate } from '../betting/draws.ts';
import {
  createFixedBet as storeFixedBet,
  deleteFixedBet as removeFixedBet,
  FIXED_BETS_DISABLED,
  fixedBetsDisabledFor,
  viewFixedBet,
} from '../fixedBets/fixedBetStore.ts';
import { FIXED_SETTING_REFUSED, holdsFixedSetting, readFixedSetting, writeFixedSetting } from '../fixedBets/fixedSetting.ts';
import { fixedProcessJobs } from '../jobs/fixedProcessJob.ts';

export function mountFixedBetRoutes(router: ApiRouter, { db, jobs: engine, now }: RouteDeps) {
  const runs = fixedProcessJobs(engine, { db, now });

  router.implement(fixedBetSettings, async ({ caller, location, c }) => {
    if (await fixedBetsDisabledFor(db, caller.userId)) return fail(c, 403, FIXED_BETS_DISABLED);
    const { rows } = await db.query<{ draw_date: string }>(
      `select distinct on (extract(isodow from draw_date)) to_char(draw_date, 'YYYY-MM-DD') as draw_date
       from draws where loc_id = $1 and not special order by extract(isodow from draw_date)`,
      [location],
    );
    const setting = await readFixedSetting(db, location);
    return {
      DrawDays: rows.map((row) => dayOfDate(row.draw_date) as FixedBetDay),
      MaxMessageChars: MAX_FIXED_MESSAGE_CHARS,
      ...setting,
    };
  });

  router.implement(createFixedBet, async ({ body, caller, location, c }) => {
    if (await fixedBetsDisabledFor(db, caller.userId)) return fail(c, 403, FIXED_BETS_DISABLED);
    const created = await storeFixedBet(db, caller.userId, location, body, now());
    if (!created.ok) return fail(c, created.status, created.message, created.problems ? { data: { Problems: created.problems } } : {});
    return created.fixedBet;
  });

  router.implement(deleteFixedBet, async ({ body, caller, c }) => {
    if (await fixedBetsDisabledFor(db, caller.userId)) return fail(c, 403, FIXED_BETS_DISABLED);
    const removed = await removeFixedBet(db, caller.userId, body.FixedBetId, now());
    if (!removed.ok) return fail(c, removed.status, removed.message);
    return { FixedBetId: body.FixedBetId };
  });

  router.implement(fixedBetView, async ({ query, caller, c }) => {
    if (await fixedBetsDisabledFor(db, caller.userId)) return fail(c, 403, FIXED_BETS_DISABLED);
    const found = await viewFixedBet(db, caller.userId, query.FixedBetId);
    if (!found.ok) return fail(c, found.status, found.message);
    return { FixedBet: found.fixedBet, Events: found.events };
  });

  router.implement(selectFixedSetting, async ({ caller, location, c }) => {
    if (!(await holdsFixedSetting(db, caller.userId))) return fail(c, 403, FIXED_SETTING_REFUSED);
    return readFixedSetting(db, location);
  });

  router.implement(updateFixedSetting, async ({ body, caller, location, c }) => {
    if (!(await holdsFixedSetting(db, caller.userId))) return fail(c, 403, FIXED_SETTING_REFUSED);
    const setting = { HoursBeforeCutOff: body.HoursBeforeCutOff, AutoPlace: body.AutoPlace };
    return atomically(db, (tx) => writeFixedSetting(tx, location, setting, caller.userId, now()));
  });

  router.implement(selectProcessJob, async ({ caller, location, c }) => {
    if (!(await holdsFixedSetting(db, caller.userId))) return fail(c, 403, FIXED_SETTING_REFUSED);
    return runs.latest(location);
  });

  router.implement(updateProcessJob, async ({ caller, location, c }) => {
    if (!(await holdsFixedSetting(db, caller.userId))) return fail(c, 403, FIXED_SETTING_REFUSED);
    return runs.start(location, caller.userId);
  });
}
