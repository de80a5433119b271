/**
 * Creating an agent or a player (POST agents/, agents/?Simple=true, players/; issue 20), all in one
 * transaction with its audit row, nothing written on a refusal:
 * - the parent is the caller or a user of its tree (403 otherwise) that may have downlines of that
 *   role: an agent or admin with EnableCreateAgent for an agent, EnableCreateDownline for a player;
 *   the caller needs the same flag itself;
 * - UserId unique (case-insensitive), 3 to 20 letters, digits, '_', '.', '-'; the password rules of
 *   spec 01 and the equal-to check; Rank = the parent's + 1; locations a subset of the parent's;
 * - players at least 18 (spec 02 §5) on the operator's day;
 * - rates in their ranges and never above the parent's (./rateRules.ts); the initial credit through
 *   the credit rule (./creditGrant.ts); grants from the parent (server/permissions/defaultGrants.ts).
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { AdminProfile, CreateUserBody } from '../../contract/userAdmin.ts';
import { confirmationProblem, passwordProblem } from '../../domain/password.ts';
import { hashPassword } from '../auth/passwords.ts';
import { writeAudit } from '../audit.ts';
import type { Queryable } from '../db/database.ts';
import { defaultGrants } from '../permissions/defaultGrants.ts';
import { adminProfile, isCallerOrBelow } from './adminUsers.ts';
import { atomically, Refused, refusedFor } from './atomically.ts';
import { grantCredit } from './creditGrant.ts';
import { ageProblem } from './age.ts';
import { parentOf, type ParentRow } from './parentRow.ts';
import { locationProblem } from './locationRule.ts';
import { rateProblems } from './rateRules.ts';

export type CreatedRole = 'AG' | 'MEM';

/** A new user id: bounded and safe in a URL, a CSV and a message. */
const NEW_USER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,19}$/;

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

/** The problems that need no database: user id, password and its confirmation. */
function formProblems(body: CreateUserBody): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (body.UserId.trim() === '') problems.push(problem('UserId', 'required', 'User Id is required.'));
  else if (!NEW_USER_ID.test(body.UserId)) {
    problems.push(problem('UserId', 'format', 'User Id must be 3 to 20 letters, digits, _ . or -, starting with a letter or digit.'));
  }
  if (body.Password === '') problems.push(problem('Password', 'required', 'Password is required.'));
  else {
    const rule = passwordProblem(body.Password);
    if (rule) problems.push(problem('Password', 'rule', rule));
  }
  if (body.ConfirmPassword === '') problems.push(problem('ConfirmPassword', 'required', 'Confirm password is required.'));
  else if (body.Password !== '') {
    const mismatch = confirmationProblem(body.Password, body.ConfirmPassword);
    if (mismatch) problems.push(problem('ConfirmPassword', 'mismatch', mismatch));
  }
  return problems;
}

/** Who may create a user of `role` under `parent`: the flag on the caller and on the parent. */
function mayCreate(role: CreatedRole, user: ParentRow) {
  if (user.role === 'MEM') return false;
  return role === 'AG' ? user.enable_create_agent : user.enable_create_downline;
}

export interface CreateRequest {
  role: CreatedRole;
  simple: boolean;
  body: CreateUserBody;
  callerId: string;
  /** The operator's day (YYYY-MM-DD), for the age rule. */
  today: string;
  now: number;
  locId: string;
}

export async function createUser(db: Queryable, request: CreateRequest): Promise<AdminProfile | Refused> {
  const { role, simple, body, callerId } = request;
  const problems = formProblems(body);
  const parentId = body.ParentId ? body.ParentId : callerId;
  if (!(await isCallerOrBelow(db, callerId, parentId))) return new Refused(403, `User ${parentId} is not in your downline.`);
  const caller = await parentOf(db, callerId);
  const parent = await parentOf(db, parentId);
  if (!caller || !parent) return new Refused(403, `User ${parentId} is not in your downline.`);
  const what = role === 'AG' ? 'agents' : 'players';
  if (!mayCreate(role, caller)) return new Refused(403, `You may not create ${what}.`);
  if (!mayCreate(role, parent)) problems.push(problem('ParentId', 'parent', `${parent.user_id} may not have ${what} below it.`));

  if (body.UserId !== '' && NEW_USER_ID.test(body.UserId)) {
    const { rows } = await db.query(`select 1 from users where lower(user_id) = lower($1)`, [body.UserId]);
    if (rows.length > 0) problems.push(problem('UserId', 'taken', `User Id ${body.UserId} is taken: choose another.`));
  }
  const locations = simple || !body.Locations || body.Locations.length === 0 ? parent.locations : [...new Set(body.Locations)];
  const locationIssue = locationProblem(locations, parent);
  if (locationIssue) problems.push(locationIssue);
  const birthDate = body.BirthDate ? body.BirthDate : null;
  if (role === 'MEM' && !birthDate) problems.push(problem('BirthDate', 'required', 'Birth date is required: players must be at least 18.'));
  else if (birthDate) {
    const tooYoung = ageProblem(birthDate, request.today);
    if (tooYoung) problems.push(tooYoung);
  }
  const rates = simple ? {} : { ShareBp: body.ShareBp, DShareBp: body.DShareBp, CommissionBp: body.CommissionBp, TaxBp: body.TaxBp, TtCommissionBp: body.TtCommissionBp };
  problems.push(
    ...rateProblems(rates, {
      owner: parent.user_id === callerId ? null : parent.user_id,
      ShareBp: parent.t_share_bp,
      CommissionBp: parent.commission_bp,
      TtCommissionBp: parent.tt_commission_bp,
    }),
  );
  // A player has no downline; an agent gets a creation flag only when its parent holds it.
  const flags = {
    createAgent: role === 'AG' && !simple && body.EnableCreateAgent === true,
    createDownline: role === 'AG' && (simple || body.EnableCreateDownline !== false),
  };
  if (flags.createAgent && !parent.enable_create_agent) {
    problems.push(problem('EnableCreateAgent', 'parent', `${parent.user_id} may not create agents, so neither may its downline.`));
  }
  if (problems.length > 0) return refusedFor(problems);

  const passwordHash = await hashPassword(body.Password);
  return atomically(db, async (tx) => {
    await insertUser(tx, () => tx.query(
      `insert into users (user_id, password_hash, role, parent_id, rank, granted, loc_id, enable_create_agent, enable_create_downline,
         enable_place_bet, enable_upload, disable_place_bet_and_fixed_bet, t_share_bp, d_share_bp, commission_bp, tax_bp,
         tt_commission_bp, credit_cents, user_name, birth_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 0, $18, $19::date)`,
      [
        body.UserId,
        passwordHash,
        role,
        parent.user_id,
        parent.rank + 1,
        defaultGrants(parent.granted),
        locations[0],
        flags.createAgent,
        flags.createDownline,
        simple ? true : body.EnablePlaceBet !== false,
        !simple && body.EnableUpload === true,
        !simple && body.disablePlaceBetAndFixedBet === true,
        rates.ShareBp ?? 0,
        rates.DShareBp ?? 0,
        rates.CommissionBp ?? 0,
        rates.TaxBp ?? 0,
        rates.TtCommissionBp ?? 0,
        body.UserName.trim(),
        birthDate,
      ],
    ), body.UserId);
    await tx.query(`insert into user_locations (user_id, loc_id) select $1, unnest($2::text[])`, [body.UserId, locations]);
    if (body.CreditCents !== undefined && body.CreditCents !== 0) {
      const granted = await grantCredit(tx, { parentId: parent.user_id, childId: body.UserId, cents: body.CreditCents, callerId });
      if (!granted.ok) throw refusedFor([granted.problem]);
    }
    const created = (await adminProfile(tx, body.UserId))!;
    await writeAudit(tx, {
      userId: callerId,
      locId: request.locId,
      action: role === 'AG' ? 'agent.create' : 'player.create',
      entity: 'user',
      entityId: body.UserId,
      before: null,
      after: created,
      at: request.now,
    });
    return created;
  });
}

/** The insert; a user id taken meanwhile by a parallel create (the unique index on its lower case) is the field's problem, not a 500. */
async function insertUser(tx: Queryable, insert: () => Promise<unknown>, userId: string) {
  try {
    await insert();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw refusedFor([problem('UserId', 'taken', `User Id ${userId} is taken: choose another.`)]);
    throw error;
  }
}
