/**
 * Editing a downline's profile (PUT agents/, PUT players/update; issue 20): the fields sent change,
 * the others stay. The rates keep their ranges, stay at most the parent's and at least the highest of
 * the user's own downlines'; the locations stay a subset of the parent's; a creation flag only where
 * the parent holds it; a player stays at least 18. One transaction with its audit row (before, after).
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { AdminProfile, EditUserBody } from '../../contract/userAdmin.ts';
import { writeAudit } from '../audit.ts';
import type { Queryable } from '../db/database.ts';
import { adminProfile } from './adminUsers.ts';
import { ageProblem } from './age.ts';
import { atomically, Refused, refusedFor } from './atomically.ts';
import { floorProblems } from './downlineCeilings.ts';
import { locationProblem } from './locationRule.ts';
import { parentOf } from './parentRow.ts';
import { rateProblems } from './rateRules.ts';
import { targetUser } from './targetUser.ts';

export interface EditRequest {
  role: 'AG' | 'MEM';
  body: EditUserBody;
  callerId: string;
  today: string;
  now: number;
  locId: string;
}

export async function editUser(db: Queryable, { role, body, callerId, today, now, locId }: EditRequest): Promise<AdminProfile | Refused> {
  const before = await targetUser(db, callerId, body.UserId, role);
  if (before instanceof Refused) return before;
  const parent = (await parentOf(db, before.ParentId!))!;
  const rates = { ShareBp: body.ShareBp, DShareBp: body.DShareBp, CommissionBp: body.CommissionBp, TaxBp: body.TaxBp, TtCommissionBp: body.TtCommissionBp };
  const merged = {
    ShareBp: rates.ShareBp ?? before.ShareBp,
    DShareBp: rates.DShareBp ?? before.DShareBp,
    CommissionBp: rates.CommissionBp ?? before.CommissionBp,
    TaxBp: rates.TaxBp ?? before.TaxBp,
    TtCommissionBp: rates.TtCommissionBp ?? before.TtCommissionBp,
  };
  const problems: FieldProblem[] = [
    ...rateProblems(
      { ...rates, ...(rates.DShareBp !== undefined || rates.ShareBp !== undefined ? { ShareBp: merged.ShareBp, DShareBp: merged.DShareBp } : {}) },
      { owner: parent.user_id === callerId ? null : parent.user_id, ShareBp: parent.t_share_bp, CommissionBp: parent.commission_bp, TtCommissionBp: parent.tt_commission_bp },
    ),
  ];
  problems.push(...(await floorProblems(db, before.UserId, rates)).filter((p) => !problems.some((q) => q.Field === p.Field)));
  if (body.Locations) {
    const issue = locationProblem([...new Set(body.Locations)], parent);
    if (issue) problems.push(issue);
  }
  if (body.BirthDate) {
    const issue = ageProblem(body.BirthDate, today);
    if (issue) problems.push(issue);
  }
  const createAgent = role === 'AG' ? (body.EnableCreateAgent ?? before.EnableCreateAgent) : false;
  const createDownline = role === 'AG' ? (body.EnableCreateDownline ?? before.EnableCreateDownline) : false;
  if (createAgent && !parent.enable_create_agent) {
    problems.push({ Field: 'EnableCreateAgent', Code: 'parent', Message: `${parent.user_id} may not create agents, so neither may its downline.` });
  }
  if (problems.length > 0) return refusedFor(problems);

  return atomically(db, async (tx) => {
    await tx.query(
      `update users set user_name = $2, birth_date = $3::date, status = $4, enable_create_agent = $5, enable_create_downline = $6,
         enable_place_bet = $7, enable_upload = $8, disable_place_bet_and_fixed_bet = $9, t_share_bp = $10, d_share_bp = $11,
         commission_bp = $12, tax_bp = $13, tt_commission_bp = $14
       where user_id = $1`,
      [
        before.UserId,
        body.UserName !== undefined ? body.UserName.trim() : before.UserName,
        body.BirthDate !== undefined ? body.BirthDate || null : before.BirthDate,
        body.Status ?? before.Status,
        createAgent,
        createDownline,
        body.EnablePlaceBet ?? before.EnablePlaceBet,
        body.EnableUpload ?? before.EnableUpload,
        body.disablePlaceBetAndFixedBet ?? before.disablePlaceBetAndFixedBet,
        merged.ShareBp,
        merged.DShareBp,
        merged.CommissionBp,
        merged.TaxBp,
        merged.TtCommissionBp,
      ],
    );
    if (body.Locations) {
      const locations = [...new Set(body.Locations)];
      await tx.query(`delete from user_locations where user_id = $1`, [before.UserId]);
      await tx.query(`insert into user_locations (user_id, loc_id) select $1, unnest($2::text[])`, [before.UserId, locations]);
      // The home location is one of them.
      await tx.query(`update users set loc_id = $2 where user_id = $1 and not (loc_id = any($3::text[]))`, [before.UserId, locations[0], locations]);
    }
    const after = (await adminProfile(tx, before.UserId))!;
    await writeAudit(tx, { userId: callerId, locId, action: role === 'AG' ? 'agent.update' : 'player.update', entity: 'user', entityId: before.UserId, before, after, at: now });
    return after;
  });
}
