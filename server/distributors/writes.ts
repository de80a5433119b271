/**
 * The distributor writes of Out Setting 3 (contract/distributors.ts), each all or nothing with its audit
 * row (server/admin/atomically.ts: a refusal is thrown as Refused and writes nothing). Decisions:
 * - a distributor belongs to an agent (or admin) of the caller's tree at the call's location: a member
 *   takes in nothing, so it has no Out to pass;
 * - partners are agents of the owner's tree (the owner included) who work at that location;
 * - a distributor that some user's Out goes to is not deleted (409, naming them): deleting it would
 *   silently send their Out back up the tree. Its rule set to nobody and run, or Setting6, frees it.
 */
import type { Distributor, Rule } from '../../contract/distributors.ts';
import { RULE_APPLIES } from '../../contract/distributors.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { atomically, Refused, refusedFor } from '../admin/atomically.ts';
import { writeAudit } from '../audit.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { mayAccessMember } from '../memberTree.ts';
import { distributorAnswer, distributorOfCaller, OUTSIDE, requireOutSet, ruleOf, type DistributorRecord } from './store.ts';

export interface Write {
  callerId: string;
  locId: string;
  now: number;
}

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

interface UserRow {
  user_id: string;
  role: string;
  works_here: boolean;
}

/** A live user by id (any case) with its role and whether it works at `locId`. */
export async function userAt(db: Queryable, userId: string, locId: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select u.user_id, u.role, exists (select 1 from user_locations l where l.user_id = u.user_id and l.loc_id = $2) as works_here
     from users u where lower(u.user_id) = lower($1) and u.status <> 'deleted'`,
    [userId, locId],
  );
  return rows[0] ?? null;
}

/** Whether `ancestorId` is `userId` or one of its uplines. */
export async function isOnPathOf(db: Queryable, ancestorId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `with recursive path (user_id, parent_id) as (
       select user_id, parent_id from users where user_id = $1
       union
       select u.user_id, u.parent_id from users u join path p on u.user_id = p.parent_id
     ) select exists (select 1 from path where user_id = $2) as found`,
    [userId, ancestorId],
  );
  return rows[0]?.found === true;
}

const nameOf = (raw: string) => raw.trim();

async function checkName(tx: Queryable, name: string, ownerId: string, locId: string, exceptId: number | null) {
  if (name === '') throw refusedFor([problem('Name', 'required', 'Name is required.')]);
  const { rows } = await tx.query(
    'select 1 from distributors where owner_id = $1 and loc_id = $2 and lower(name) = lower($3) and distributor_id is distinct from $4',
    [ownerId, locId, name, exceptId],
  );
  if (rows.length > 0) throw refusedFor([problem('Name', 'taken', `${ownerId} already has a distributor named ${name} at ${locId}.`)]);
}

const audit = (tx: Queryable, write: Write, action: string, id: number, before: unknown, after: unknown) =>
  writeAudit(tx, { userId: write.callerId, locId: write.locId, action, entity: 'distributor', entityId: id, before, after, at: write.now });

/** POST distributors: OwnerId '' is the caller. */
export function createDistributor(db: Queryable, write: Write, body: { OwnerId: string; Name: string; Remarks: string }) {
  return atomically(db, async (tx): Promise<Distributor> => {
    await requireOutSet(tx, write.callerId);
    const ownerId = body.OwnerId.trim() || write.callerId;
    if (!(await mayAccessMember(tx, write.callerId, ownerId))) throw new Refused(403, OUTSIDE);
    const owner = await userAt(tx, ownerId, write.locId);
    if (!owner) throw new Refused(403, OUTSIDE);
    if (owner.role === 'MEM') throw refusedFor([problem('OwnerId', 'member', `${owner.user_id} is a member: only an agent passes bets out.`)]);
    if (!owner.works_here) throw refusedFor([problem('OwnerId', 'location', `${owner.user_id} does not work at ${write.locId}.`)]);
    const name = nameOf(body.Name);
    await checkName(tx, name, owner.user_id, write.locId, null);
    const { rows } = await tx.query<DistributorRecord>(
      `insert into distributors (owner_id, loc_id, name, remarks, created_at, updated_at) values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)
       returning distributor_id, owner_id, loc_id, name, remarks`,
      [owner.user_id, write.locId, name, body.Remarks.trim(), timestamp(write.now)],
    );
    const answer = await distributorAnswer(tx, rows[0]!);
    await audit(tx, write, 'distributor.create', answer.DistributorId, null, answer);
    return answer;
  });
}

/** A DistributorId of a body: a whole number, sent as one or as its digits (a form's URL parameter). */
function idOfBody(raw: number | string): number {
  const id = typeof raw === 'number' ? raw : /^[0-9]{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw refusedFor([problem('DistributorId', 'invalid', 'DistributorId must be a distributor id.')]);
  return id;
}

/** PUT distributors: its name and remarks. */
export function updateDistributor(db: Queryable, write: Write, body: { DistributorId: number | string; Name: string; Remarks: string }) {
  return atomically(db, async (tx): Promise<Distributor> => {
    const record = await distributorOfCaller(tx, write.callerId, idOfBody(body.DistributorId), { lock: true });
    const before = await distributorAnswer(tx, record);
    const name = nameOf(body.Name);
    await checkName(tx, name, record.owner_id, record.loc_id, record.distributor_id);
    await tx.query('update distributors set name = $2, remarks = $3, updated_at = $4::timestamptz where distributor_id = $1', [
      record.distributor_id, name, body.Remarks.trim(), timestamp(write.now),
    ]);
    const after = await distributorAnswer(tx, { ...record, name, remarks: body.Remarks.trim() });
    await audit(tx, write, 'distributor.update', record.distributor_id, before, after);
    return after;
  });
}

/** PUT distributors/{id}/partners: the whole list, user ids separated by commas. */
export function updatePartners(db: Queryable, write: Write, id: number, partnerIds: string) {
  return atomically(db, async (tx): Promise<Distributor> => {
    const record = await distributorOfCaller(tx, write.callerId, id, { lock: true });
    const before = await distributorAnswer(tx, record);
    const named = [...new Set(partnerIds.split(',').map((part) => part.trim()).filter((part) => part !== ''))];
    const partners: string[] = [];
    for (const userId of named) {
      const user = await userAt(tx, userId, record.loc_id);
      if (!user || !(await isOnPathOf(tx, record.owner_id, user.user_id))) {
        throw refusedFor([problem('PartnerIds', 'outside', `${userId} is not a user of ${record.owner_id}'s tree.`)]);
      }
      if (user.role === 'MEM') throw refusedFor([problem('PartnerIds', 'member', `${user.user_id} is a member: only an agent passes bets out.`)]);
      if (!user.works_here) throw refusedFor([problem('PartnerIds', 'location', `${user.user_id} does not work at ${record.loc_id}.`)]);
      if (!partners.includes(user.user_id)) partners.push(user.user_id);
    }
    await tx.query('delete from distributor_partners where distributor_id = $1', [id]);
    if (partners.length > 0) {
      await tx.query('insert into distributor_partners (distributor_id, user_id) select $1, unnest($2::text[])', [id, partners]);
    }
    const after = await distributorAnswer(tx, record);
    await audit(tx, write, 'distributor.partners', id, { Partners: before.Partners }, { Partners: after.Partners });
    return after;
  });
}

/** DELETE distributors/{id}: refused while a user's Out goes to it or its outset job is under way. */
export function deleteDistributor(db: Queryable, write: Write, id: number) {
  return atomically(db, async (tx) => {
    const record = await distributorOfCaller(tx, write.callerId, id, { lock: true });
    const before = await distributorAnswer(tx, record);
    const { rows: users } = await tx.query<{ user_id: string }>(
      'select user_id from out_settings where distributor_id = $1 order by user_id limit 6',
      [id],
    );
    if (users.length > 0) {
      const names = users.slice(0, 5).map((row) => row.user_id).join(', ') + (users.length > 5 ? ' …' : '');
      throw new Refused(409, `${record.name} cannot be deleted: the Out of ${names} goes to it. Send them back to their upline first.`);
    }
    const { rows: running } = await tx.query(`select 1 from distributor_outset_runs where distributor_id = $1 and status in ('queued', 'applied')`, [id]);
    if (running.length > 0) throw new Refused(409, `${record.name} cannot be deleted while its rule outset job runs.`);
    await tx.query('delete from distributors where distributor_id = $1', [id]);
    await audit(tx, write, 'distributor.delete', id, before, null);
    return { DistributorId: id };
  });
}

/** PUT distributors/rule/{id}: stores the rule; the outset job applies it. */
export function updateRule(db: Queryable, write: Write, id: number, body: { Applies: string; TakeOver: boolean }) {
  return atomically(db, async (tx): Promise<Rule> => {
    const record = await distributorOfCaller(tx, write.callerId, id, { lock: true });
    const applies = body.Applies.trim();
    if (!(RULE_APPLIES as readonly string[]).includes(applies)) {
      throw refusedFor([problem('Applies', 'unknown', 'Choose whose Out the rule sends to the distributor.')]);
    }
    const before = await ruleOf(tx, record.distributor_id);
    await tx.query(
      `insert into distributor_rules (distributor_id, applies, take_over, updated_at) values ($1, $2, $3, $4::timestamptz)
       on conflict (distributor_id) do update set applies = excluded.applies, take_over = excluded.take_over, updated_at = excluded.updated_at`,
      [id, applies, body.TakeOver, timestamp(write.now)],
    );
    const after = await ruleOf(tx, id);
    await writeAudit(tx, { userId: write.callerId, locId: write.locId, action: 'distributor.rule.update', entity: 'distributor', entityId: id, before, after, at: write.now });
    return after;
  });
}
