/**
 * The distributor rule outset job (spec 02 §4, §7.8) on the job engine as kind 'distributor-outset',
 * keyed by its ticket (distributor_outset_runs). Its work, in two steps the run row records:
 * 1. apply: in one transaction that first locks the run's row and leaves it alone unless it is
 *    still queued, the distributor's rule is applied to out_settings (whose Out at its location goes
 *    to it), with the counts, the audit row and status 'applied': a retry or a second runner never
 *    applies twice, and a run killed inside it left nothing;
 * 2. recompute: the open draws' chain is asked to be recomputed (recompute.ts), then 'succeeded'. A
 *    retry of an 'applied' run asks again (the recompute is keyed per location: asking twice is one).
 * A run that fails for good is recorded 'failed' with its message; out_settings are then as step 1
 * left them (all of the rule or none of it).
 */
import type { OutsetRun } from '../../contract/distributors.ts';
import { writeAudit } from '../audit.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { JobFailure, type JobEngine } from '../jobs/engine.ts';
import { recomputeOpenDrawsNow, type RecomputeOpenDraws } from './recompute.ts';
import { distributorOfCaller, ruleOf } from './store.ts';

export const OUTSET_JOB = 'distributor-outset';

interface RunRow {
  ticket_id: number;
  distributor_id: number;
  loc_id: string;
  status: OutsetRun['Status'];
  started_by: string;
  users_set: number;
  users_cleared: number;
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

const RUN_COLUMNS = `ticket_id, distributor_id, loc_id, status, started_by, users_set, users_cleared, message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at`;

const runOf = (row: RunRow): OutsetRun => ({
  TicketId: row.ticket_id,
  DistributorId: row.distributor_id,
  LocId: row.loc_id,
  Status: row.status,
  StartedBy: row.started_by,
  UsersSet: row.users_set,
  UsersCleared: row.users_cleared,
  Message: row.message,
  CreatedAt: row.created_at,
  FinishedAt: row.finished_at,
});

/**
 * The users the rule sends to the distributor: its partners ('partners'), and every agent below them
 * ('partnersAndDownline'); only agents of the owner's tree who work at the distributor's location.
 */
async function targetsOf(tx: Queryable, distributorId: number, ownerId: string, locId: string, applies: string): Promise<string[]> {
  if (applies === 'nobody') return [];
  const { rows } = await tx.query<{ user_id: string }>(
    `with recursive owned (user_id) as (
       select user_id from users where user_id = $2
       union
       select u.user_id from users u join owned o on u.parent_id = o.user_id
     ), chosen (user_id) as (
       select p.user_id from distributor_partners p where p.distributor_id = $1
       union
       select u.user_id from users u join chosen c on u.parent_id = c.user_id where $4 = 'partnersAndDownline'
     )
     select u.user_id from users u
     where u.user_id in (select user_id from chosen) and u.user_id in (select user_id from owned)
       and u.role <> 'MEM' and u.status <> 'deleted'
       and exists (select 1 from user_locations l where l.user_id = u.user_id and l.loc_id = $3)
     order by u.user_id`,
    [distributorId, ownerId, locId, applies],
  );
  return rows.map((row) => row.user_id);
}

/** Step 1: the rule applied to out_settings, in the transaction `tx` that holds the run's row. */
async function applyRule(tx: Queryable, run: RunRow, now: number): Promise<{ set: number; cleared: number }> {
  const { rows: found } = await tx.query<{ owner_id: string; loc_id: string }>(
    'select owner_id, loc_id from distributors where distributor_id = $1 for update',
    [run.distributor_id],
  );
  const distributor = found[0];
  if (!distributor) throw new JobFailure('The distributor was deleted.');
  const rule = await ruleOf(tx, run.distributor_id);
  const targets = await targetsOf(tx, run.distributor_id, distributor.owner_id, distributor.loc_id, rule.Applies);
  // Every row of the location the run may change, locked in user order: those naming this distributor
  // and those of its targets.
  const { rows: current } = await tx.query<{ user_id: string; distributor_id: number | null }>(
    `select user_id, distributor_id from out_settings where loc_id = $1 and (distributor_id = $2 or user_id = any ($3::text[]))
     order by user_id for update`,
    [distributor.loc_id, run.distributor_id, targets],
  );
  const now_ = timestamp(now);
  const currentOf = new Map(current.map((row) => [row.user_id, row.distributor_id]));
  const toSet = targets.filter((userId) => {
    const where = currentOf.get(userId) ?? null;
    if (where === run.distributor_id) return false;
    return where === null || rule.TakeOver;
  });
  const toClear = current.filter((row) => row.distributor_id === run.distributor_id && !targets.includes(row.user_id)).map((row) => row.user_id);
  if (toSet.length > 0) {
    await tx.query(
      `insert into out_settings (user_id, loc_id, distributor_id, updated_at) select unnest($1::text[]), $2, $3, $4::timestamptz
       on conflict (user_id, loc_id) do update set distributor_id = excluded.distributor_id, updated_at = excluded.updated_at`,
      [toSet, distributor.loc_id, run.distributor_id, now_],
    );
  }
  if (toClear.length > 0) {
    await tx.query('delete from out_settings where loc_id = $1 and distributor_id = $2 and user_id = any ($3::text[])', [distributor.loc_id, run.distributor_id, toClear]);
  }
  await writeAudit(tx, {
    userId: null, locId: distributor.loc_id, action: 'distributor.outset.apply', entity: 'distributor', entityId: run.distributor_id,
    before: null, after: { TicketId: run.ticket_id, Rule: rule, Set: toSet, Cleared: toClear }, at: now,
  });
  return { set: toSet.length, cleared: toClear.length };
}

async function recordFailure(db: Queryable, ticketId: number, at: number, message: string) {
  await db.query(
    `update distributor_outset_runs set status = 'failed', message = $3, finished_at = $2::timestamptz where ticket_id = $1 and status in ('queued', 'applied')`,
    [ticketId, timestamp(at), message],
  );
}

export interface OutsetJobs {
  /** Queues a run of the distributor's rule (the caller may change it), or answers the one under way. */
  start(callerId: string, locId: string, distributorId: number): Promise<OutsetRun>;
  /** A run of the distributor (the latest without ticketId); null when there is none. */
  status(callerId: string, distributorId: number, ticketId: number | undefined): Promise<OutsetRun | null>;
}

export interface OutsetJobDeps {
  db: Database;
  now: () => number;
  /** The open draws' chain recompute (recompute.ts); tests give their own. */
  recompute?: RecomputeOpenDraws;
}

export function outsetJobs(jobs: JobEngine, { db, now, recompute = recomputeOpenDrawsNow(now) }: OutsetJobDeps): OutsetJobs {
  jobs.define(OUTSET_JOB, async ({ key, finalAttempt }) => {
    const ticketId = Number(key);
    try {
      const run = await db.transaction(async (tx) => {
        const { rows } = await tx.query<RunRow>(`select ${RUN_COLUMNS} from distributor_outset_runs where ticket_id = $1 for update`, [ticketId]);
        const row = rows[0];
        if (row?.status !== 'queued') return row;
        const counts = await applyRule(tx, row, now());
        await tx.query(`update distributor_outset_runs set status = 'applied', users_set = $2, users_cleared = $3 where ticket_id = $1`, [
          ticketId, counts.set, counts.cleared,
        ]);
        return { ...row, status: 'applied' as const };
      });
      if (run?.status !== 'applied') return;
      await recompute(db, { locId: run.loc_id, startedBy: run.started_by });
      await db.query(`update distributor_outset_runs set status = 'succeeded', finished_at = $2::timestamptz where ticket_id = $1 and status = 'applied'`, [
        ticketId, timestamp(now()),
      ]);
    } catch (error) {
      if (finalAttempt || error instanceof JobFailure) await recordFailure(db, ticketId, now(), error instanceof Error ? error.message : String(error));
      throw error;
    }
  });

  const underWay = async (db_: Queryable, distributorId: number) =>
    (await db_.query<RunRow>(`select ${RUN_COLUMNS} from distributor_outset_runs where distributor_id = $1 and status in ('queued', 'applied') order by ticket_id desc limit 1`, [distributorId])).rows[0];

  return {
    async start(callerId, locId, distributorId) {
      const started = await db.transaction(async (tx) => {
        const record = await distributorOfCaller(tx, callerId, distributorId, { lock: true });
        const running = await underWay(tx, distributorId);
        if (running) return { row: running, isNew: false };
        const at = now();
        const { rows } = await tx.query<RunRow>(
          `insert into distributor_outset_runs (distributor_id, loc_id, started_by, created_at) values ($1, $2, $3, $4::timestamptz) returning ${RUN_COLUMNS}`,
          [distributorId, record.loc_id, callerId, timestamp(at)],
        );
        await writeAudit(tx, {
          userId: callerId, locId, action: 'distributor.outset.start', entity: 'distributor', entityId: distributorId,
          before: null, after: { TicketId: rows[0]!.ticket_id, Status: 'queued' }, at,
        });
        return { row: rows[0]!, isNew: true };
      });
      // Sent for a run under way too: the engine leaves a queued or running one alone, and sends one
      // whose instance stopped between recording and sending.
      await jobs.send(OUTSET_JOB, String(started.row.ticket_id));
      return runOf(started.row);
    },

    async status(callerId, distributorId, ticketId) {
      // A distributor is deleted only once no run of it is under way: its runs go with it from view.
      await distributorOfCaller(db, callerId, distributorId);
      const read = async () =>
        (
          await db.query<RunRow>(
            `select ${RUN_COLUMNS} from distributor_outset_runs where distributor_id = $1 and ($2::int is null or ticket_id = $2) order by ticket_id desc limit 1`,
            [distributorId, ticketId ?? null],
          )
        ).rows[0];
      const row = await read();
      if (!row) return null;
      if (row.status === 'queued' || row.status === 'applied') {
        // Its last run died or was failed without recording it: recorded now.
        const engine = await jobs.state(OUTSET_JOB, String(row.ticket_id));
        if (engine?.state === 'failed' || engine?.state === 'cancelled') {
          await recordFailure(db, row.ticket_id, now(), engine.error ?? 'the job was stopped');
          return runOf((await read())!);
        }
      }
      return runOf(row);
    },
  };
}
