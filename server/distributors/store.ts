/**
 * Reading distributors (contract/distributors.ts; migrations 0020, 0023) and the one access rule every
 * distributor call asks: the caller holds OutSet (the OutSet tab's rule, spec 02 §6, asked of the
 * database) and the distributor's owner is in the caller's tree (server/memberTree.ts). A distributor
 * outside the tree is refused as any user outside it is: 403 'Unauthorized Access'.
 */
import type { Distributor, RuleApplies } from '../../contract/distributors.ts';
import { Refused } from '../admin/atomically.ts';
import type { Queryable } from '../db/database.ts';
import { mayAccessMember } from '../memberTree.ts';
import { userHolds } from '../permissions/grants.ts';

/** The Granted name the OutSet tab needs (spec 02 §6); the server asks it too. */
export const OUTSET_NAME = 'OutSet';
export const OUTSIDE = 'Unauthorized Access';
export const NO_SUCH_DISTRIBUTOR = 'No such distributor.';

export interface DistributorRecord {
  distributor_id: number;
  owner_id: string;
  loc_id: string;
  name: string;
  remarks: string;
}

/** Refuses a caller that does not hold OutSet. */
export async function requireOutSet(db: Queryable, callerId: string): Promise<void> {
  if (!(await userHolds(db, callerId, OUTSET_NAME))) throw new Refused(403, OUTSIDE);
}

/**
 * The distributor `id` when the caller may see and change it, locked FOR UPDATE when `lock` (a write
 * in a transaction); 404 when there is none, 403 when its owner is outside the caller's tree.
 */
export async function distributorOfCaller(db: Queryable, callerId: string, id: number, { lock = false } = {}): Promise<DistributorRecord> {
  await requireOutSet(db, callerId);
  const { rows } = await db.query<DistributorRecord>(
    `select distributor_id, owner_id, loc_id, name, remarks from distributors where distributor_id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  const record = rows[0];
  if (!record) throw new Refused(404, NO_SUCH_DISTRIBUTOR);
  if (!(await mayAccessMember(db, callerId, record.owner_id))) throw new Refused(403, OUTSIDE);
  return record;
}

/** The distributor as the calls answer it: its fields, partners (in user id order) and rule. */
export async function distributorAnswer(db: Queryable, record: DistributorRecord): Promise<Distributor> {
  const partners = (
    await db.query<{ user_id: string }>('select user_id from distributor_partners where distributor_id = $1 order by user_id', [record.distributor_id])
  ).rows.map((row) => row.user_id);
  const rule = await ruleOf(db, record.distributor_id);
  return {
    DistributorId: record.distributor_id,
    Name: record.name,
    OwnerId: record.owner_id,
    LocId: record.loc_id,
    Remarks: record.remarks,
    Partners: partners,
    PartnerIds: partners.join(','),
    Rule: rule,
  };
}

/** The stored rule; 'nobody' without a row. */
export async function ruleOf(db: Queryable, id: number): Promise<Distributor['Rule']> {
  const { rows } = await db.query<{ applies: RuleApplies; take_over: boolean }>(
    'select applies, take_over from distributor_rules where distributor_id = $1',
    [id],
  );
  return { DistributorId: id, Applies: rows[0]?.applies ?? 'nobody', TakeOver: rows[0]?.take_over ?? false };
}
