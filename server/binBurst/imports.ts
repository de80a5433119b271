/**
 * Bin burst imports (contract/binBurst.ts; migration 0027): read, asked for, staged, their payouts
 * fixed and confirmed. Staging and confirming are the jobs' work (server/jobs/binBurstJobs.ts); each is
 * ONE transaction that first locks the import's row and leaves a step that is done alone, so a run
 * killed mid-way commits nothing and is run again, and two runners never do a step twice.
 */
import type { BinBurstImport } from '../../contract/binBurst.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { creditLeftAfter, lockBalance, payableBy, writePaymentLine } from '../ledger/payments.ts';

type Status = 'queued' | 'staged' | 'computed' | 'confirming' | 'confirmed' | 'failed';

const IMPORT_COLUMNS = `i.import_id::int as "ImportId", i.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate",
  i.imported_by as "ImportedBy", i.status as "Status", i.failure as "Failure",
  coalesce((select sum(strike_cents) from bin_burst_lines l where l.import_id = i.import_id), 0)::float8 as "StrikeCents",
  coalesce((select sum(payout_cents) from bin_burst_lines l where l.import_id = i.import_id), 0)::float8 as "PayoutCents",
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt",
  to_char(i.confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "ConfirmedAt"`;

/** Imports with their lines: one import by id, or a location's (one importer's, or everyone's), newest first. */
export async function readImports(
  db: Queryable,
  filter: { importId: number } | { locId: string; importedBy: string | null; drawId: number | null },
): Promise<BinBurstImport[]> {
  const byId = 'importId' in filter;
  const { rows } = await db.query<Omit<BinBurstImport, 'Lines'>>(
    `select ${IMPORT_COLUMNS} from bin_burst_imports i join draws d on d.draw_id = i.draw_id
     where ${byId ? 'i.import_id = $1' : 'i.loc_id = $1 and ($2::text is null or i.imported_by = $2) and ($3::int is null or i.draw_id = $3)'}
     order by i.import_id desc`,
    byId ? [filter.importId] : [filter.locId, filter.importedBy, filter.drawId],
  );
  if (rows.length === 0) return [];
  const { rows: lines } = await db.query<BinBurstImport['Lines'][number] & { import_id: number }>(
    `select import_id::int as import_id, user_id as "UserId", tickets as "Tickets", strike_cents::float8 as "StrikeCents",
       payout_cents::float8 as "PayoutCents", entry_id::float8 as "EntryId"
     from bin_burst_lines where import_id = any($1::bigint[]) order by user_id`,
    [rows.map((r) => r.ImportId)],
  );
  return rows.map((row) => ({ ...row, Lines: lines.filter((l) => l.import_id === row.ImportId).map(({ import_id: _, ...line }) => line) }));
}

/** The import of (draw, importer): a new one queued (`queued`: its job must be sent), else the one there is. */
export async function askForImport(tx: Queryable, ask: { drawId: number; locId: string; by: string; at: number }): Promise<{ importId: number; queued: boolean }> {
  const { rows } = await tx.query<{ import_id: number }>(
    `insert into bin_burst_imports (draw_id, loc_id, imported_by, status, created_at) values ($1, $2, $3, 'queued', $4::timestamptz)
     on conflict (draw_id, imported_by) do nothing returning import_id::int as import_id`,
    [ask.drawId, ask.locId, ask.by, timestamp(ask.at)],
  );
  if (!rows[0]) {
    const { rows: found } = await tx.query<{ import_id: number; status: Status }>(
      'select import_id::int as import_id, status from bin_burst_imports where draw_id = $1 and imported_by = $2 for update',
      [ask.drawId, ask.by],
    );
    const existing = found[0]!;
    if (existing.status !== 'failed') return { importId: existing.import_id, queued: false };
    await tx.query(`update bin_burst_imports set status = 'queued', failure = null where import_id = $1`, [existing.import_id]);
    await audit(tx, ask.by, ask.locId, 'binBurst.import', existing.import_id, { Status: 'failed' }, { Status: 'queued' }, ask.at);
    return { importId: existing.import_id, queued: true };
  }
  await audit(tx, ask.by, ask.locId, 'binBurst.import', rows[0].import_id, null, { Status: 'queued', DrawId: ask.drawId }, ask.at);
  return { importId: rows[0].import_id, queued: true };
}

const audit = (tx: Queryable, userId: string | null, locId: string, action: string, importId: number, before: unknown, after: unknown, at: number) =>
  writeAudit(tx, { userId, locId, action, entity: 'binBurstImport', entityId: importId, before, after, at });

interface LockedImport {
  status: Status;
  draw_id: number;
  loc_id: string;
  imported_by: string;
  draw_date: string;
}

async function lockImport(tx: Queryable, importId: number): Promise<LockedImport | null> {
  const { rows } = await tx.query<LockedImport>(
    `select i.status, i.draw_id, i.loc_id, i.imported_by, to_char(d.draw_date, 'YYYY-MM-DD') as draw_date
     from bin_burst_imports i join draws d on d.draw_id = i.draw_id where i.import_id = $1 for update of i`,
    [importId],
  );
  return rows[0] ?? null;
}

/** Records a failure of the step under way (staging fails the import; a refused confirmation leaves it computed). */
export async function recordImportFailure(db: Queryable, importId: number, failure: string): Promise<void> {
  await db.query(
    `update bin_burst_imports set failure = $2, status = case status when 'queued' then 'failed' when 'confirming' then 'computed' else status end
     where import_id = $1 and status in ('queued', 'confirming')`,
    [importId, failure],
  );
}

/**
 * The staging job's work: per user the importer may pay, its tickets that struck in the draw and what
 * they struck; a user another import of the draw staged already is left to it (paid once).
 */
export async function stageImport(tx: Queryable, importId: number, at: number): Promise<void> {
  const run = await lockImport(tx, importId);
  if (!run || run.status !== 'queued') return;
  await tx.query(
    `insert into bin_burst_lines (import_id, draw_id, user_id, tickets, strike_cents)
     select $1, $2, r.user_id, count(*)::int, sum(r.strike_cents)
     from ticket_results r
     where r.draw_id = $2 and r.strike_cents > 0 and ${payableBy('r.user_id', 3)}
     group by r.user_id
     on conflict (draw_id, user_id) do nothing`,
    [importId, run.draw_id, run.imported_by],
  );
  await tx.query(`update bin_burst_imports set status = 'staged', failure = null where import_id = $1`, [importId]);
  await audit(tx, null, run.loc_id, 'binBurst.staged', importId, { Status: 'queued' }, { Status: 'staged' }, at);
}

/** Fixes each line's payout at what it struck (a staged or computed import); answers the refusal otherwise. */
export async function computePayouts(tx: Queryable, importId: number, by: string, at: number): Promise<string | null> {
  const run = await lockImport(tx, importId);
  if (!run) return 'No such bin burst import.';
  if (run.status !== 'staged' && run.status !== 'computed') return `The import is ${run.status}: payouts are fixed once it is staged and until it is confirmed.`;
  await tx.query('update bin_burst_lines set payout_cents = strike_cents where import_id = $1', [importId]);
  await tx.query(`update bin_burst_imports set status = 'computed', failure = null where import_id = $1`, [importId]);
  await audit(tx, by, run.loc_id, 'binBurst.payout', importId, { Status: run.status }, { Status: 'computed' }, at);
  return null;
}

/** Asks for the confirmation (a computed import): answers whether its job must be sent, or the refusal. */
export async function askForConfirm(tx: Queryable, importId: number, by: string, at: number): Promise<{ queued: boolean } | { refusal: string }> {
  const run = await lockImport(tx, importId);
  if (!run) return { refusal: 'No such bin burst import.' };
  if (run.status === 'confirming' || run.status === 'confirmed') return { queued: false };
  if (run.status !== 'computed') return { refusal: `Fix the payouts first (generateBurstImportPayOut): the import is ${run.status}.` };
  await tx.query(`update bin_burst_imports set status = 'confirming', failure = null where import_id = $1`, [importId]);
  await audit(tx, by, run.loc_id, 'binBurst.confirm.start', importId, { Status: 'computed' }, { Status: 'confirming' }, at);
  return { queued: true };
}

/** Thrown when a payout would take a user's Credit Left below zero: nothing of the confirmation commits. */
export class PayoutRefused extends Error {}

/**
 * The confirmation job's work: each payout posted as a payment line paid to the user (its AccBal falls
 * by it), users locked in user_id order, all in the one transaction, with the import's audit row.
 */
export async function confirmImport(tx: Queryable, importId: number, at: number): Promise<void> {
  const run = await lockImport(tx, importId);
  if (!run || run.status !== 'confirming') return;
  const { rows: lines } = await tx.query<{ user_id: string; payout_cents: number }>(
    `select user_id, payout_cents::float8 as payout_cents from bin_burst_lines
     where import_id = $1 and entry_id is null and payout_cents > 0 order by user_id`,
    [importId],
  );
  for (const line of lines) {
    const before = await lockBalance(tx, line.user_id);
    if (!before) throw new PayoutRefused(`User ${line.user_id} is gone.`);
    if (!creditLeftAfter(before, -line.payout_cents).ok) {
      throw new PayoutRefused(`Paying ${line.user_id} its payout would take its Credit Left below $0.00.`);
    }
    const written = await writePaymentLine(tx, before, {
      userId: line.user_id, amountCents: -line.payout_cents, remark: `Bin burst payout, draw ${run.draw_date}`,
      createdBy: run.imported_by, locId: run.loc_id, at, action: 'payment.binBurst',
    });
    await tx.query('update bin_burst_lines set entry_id = $3 where import_id = $1 and user_id = $2', [importId, line.user_id, written.EntryId]);
  }
  await tx.query(`update bin_burst_imports set status = 'confirmed', failure = null, confirmed_at = $2::timestamptz where import_id = $1`, [
    importId,
    timestamp(at),
  ]);
  await audit(tx, null, run.loc_id, 'binBurst.confirm.end', importId, { Status: 'confirming' }, { Status: 'confirmed', Lines: lines.length }, at);
}
