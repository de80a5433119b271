/**
 * Bin burst (spec 02 §7.7, §7.9; contract/binBurst.ts). Who: a user granted PAYMENT (the contract's
 * attribute, checked at the edge), for the users it may pay (server/ledger/payments.ts payableBy). An
 * import is its importer's: another user's is not found (404), though an admin reads every importer's
 * list (binBurstImportAdmin). Only a settled (finalised) draw of the location has bursts to import.
 */
import type { Context } from 'hono';
import {
  binBurstImports, binBurstImportsAdmin, binBurstStatus, binConfirmStatus, generateBurstImportPayOut, startBinBurstImport, startBinConfirm,
} from '../../contract/binBurst.ts';
import type { BinBurstImport } from '../../contract/binBurst.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import type { Queryable } from '../db/database.ts';
import { computePayouts, readImports } from '../binBurst/imports.ts';
import { binBurstJobs } from '../jobs/binBurstJobs.ts';

const NOT_FOUND = 'No such bin burst import.';

const isAdmin = async (db: Queryable, userId: string) =>
  (await db.query<{ role: string }>('select role from users where user_id = $1', [userId])).rows[0]?.role === 'ADMIN';

/** The import when it is the caller's at this location (`read`: an admin reads anyone's); null otherwise. */
const mine = async (db: Queryable, run: BinBurstImport | null, callerId: string, location: string, read = false) => {
  if (!run) return null;
  const { rows } = await db.query<{ loc_id: string }>('select loc_id from bin_burst_imports where import_id = $1', [run.ImportId]);
  if (rows[0]?.loc_id !== location) return null;
  return run.ImportedBy === callerId || (read && (await isAdmin(db, callerId))) ? run : null;
};

const notFound = (c: Context) => fail(c, 404, NOT_FOUND);

export function mountBinBurstRoutes(router: ApiRouter, { db, jobs: engine, now }: RouteDeps) {
  const jobs = binBurstJobs(engine, { db, now });

  router.implement(startBinBurstImport, async ({ body, caller, location, c }) => {
    const { rows } = await db.query<{ is_finalised: boolean; draw_date: string }>(
      `select is_finalised, to_char(draw_date, 'YYYY-MM-DD') as draw_date from draws where draw_id = $1 and loc_id = $2`,
      [body.DrawId, location],
    );
    const draw = rows[0];
    if (!draw) return fail(c, 400, `Draw ${body.DrawId} is not a draw of ${location}.`);
    if (!draw.is_finalised) return fail(c, 400, `The draw of ${draw.draw_date} is not settled yet: its bursts are known once its results are inserted.`);
    return jobs.start({ drawId: body.DrawId, locId: location, by: caller.userId, at: now() });
  });

  router.implement(binBurstImports, async ({ query, caller, location }) =>
    readImports(db, { locId: location, importedBy: caller.userId, drawId: query.DrawId ?? null }),
  );

  router.implement(binBurstImportsAdmin, async ({ query, caller, location, c }) => {
    if (!(await isAdmin(db, caller.userId))) return fail(c, 403, 'Every importer’s bin burst imports are for admins only.');
    return readImports(db, { locId: location, importedBy: null, drawId: query.DrawId ?? null });
  });

  router.implement(generateBurstImportPayOut, async ({ body, caller, location, c }) => {
    if (!(await mine(db, await jobs.one(body.ImportId), caller.userId, location))) return notFound(c);
    const refusal = await db.transaction((tx) => computePayouts(tx, body.ImportId, caller.userId, now()));
    if (refusal) return fail(c, 409, refusal);
    return (await jobs.one(body.ImportId))!;
  });

  router.implement(binBurstStatus, async ({ query, caller, location, c }) => {
    if (!(await mine(db, await jobs.one(query.ImportId), caller.userId, location, true))) return notFound(c);
    return (await jobs.stagingStatus(query.ImportId))!;
  });

  router.implement(startBinConfirm, async ({ body, caller, location, c }) => {
    if (!(await mine(db, await jobs.one(body.ImportId), caller.userId, location))) return notFound(c);
    const answer = await jobs.confirm(body.ImportId, caller.userId);
    return 'refusal' in answer ? fail(c, 409, answer.refusal) : answer;
  });

  router.implement(binConfirmStatus, async ({ query, caller, location, c }) => {
    if (!(await mine(db, await jobs.one(query.ImportId), caller.userId, location, true))) return notFound(c);
    return (await jobs.confirmStatus(query.ImportId))!;
  });
}
