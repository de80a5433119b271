/**
 * Out Setting 3's setting6: where a user passes its Out at a location, its upline (no out_settings row)
 * or a distributor (migration 0020). Who may send whom where (decided for issue 21):
 * - the user is an agent (or admin) of the caller's tree who works at the location: a member keeps
 *   nothing, its bets are its upline's In;
 * - the distributor is at that location and belongs to the user itself or to one of its uplines, in
 *   the caller's tree: an agent passes Out only to a company of its own line, never to a sibling's.
 */
import { OUT_TO } from '../../contract/distributors.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { atomically, Refused, refusedFor } from '../admin/atomically.ts';
import { writeAudit } from '../audit.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { mayAccessMember } from '../memberTree.ts';
import { OUTSIDE, requireOutSet } from './store.ts';
import { isOnPathOf, userAt, type Write } from './writes.ts';

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

interface SettingRow {
  loc_id: string;
  distributor_id: number | null;
  name: string | null;
}

/** The user's destination at each location it works at (upline where no row names a distributor). */
export async function outSettingsOf(db: Queryable, userId: string) {
  const { rows } = await db.query<SettingRow>(
    `select l.loc_id, s.distributor_id, d.name from user_locations l
     left join out_settings s on s.user_id = l.user_id and s.loc_id = l.loc_id
     left join distributors d on d.distributor_id = s.distributor_id
     where l.user_id = $1 order by l.loc_id`,
    [userId],
  );
  return {
    UserId: userId,
    Settings: rows.map((row) => ({
      LocId: row.loc_id,
      OutTo: row.distributor_id === null ? ('upline' as const) : ('distributor' as const),
      DistributorId: row.distributor_id,
      DistributorName: row.name,
    })),
  };
}

/** GET distributors/users/{userId}: a user of the caller's tree. */
export async function readOutSettings(db: Queryable, callerId: string, userId: string) {
  await requireOutSet(db, callerId);
  if (!(await mayAccessMember(db, callerId, userId))) throw new Refused(403, OUTSIDE);
  const user = await userAt(db, userId, '');
  if (!user) throw new Refused(403, OUTSIDE);
  return outSettingsOf(db, user.user_id);
}

/** PUT distributors/users. */
export function writeOutSetting(db: Queryable, write: Write, body: { UserId: string; OutTo: string; DistributorId: number | string }) {
  return atomically(db, async (tx) => {
    await requireOutSet(tx, write.callerId);
    const userId = body.UserId.trim();
    if (userId === '') throw refusedFor([problem('UserId', 'required', 'User Id is required.')]);
    if (!(await mayAccessMember(tx, write.callerId, userId))) throw new Refused(403, OUTSIDE);
    const user = await userAt(tx, userId, write.locId);
    if (!user) throw new Refused(403, OUTSIDE);
    if (user.role === 'MEM') throw refusedFor([problem('UserId', 'member', `${user.user_id} is a member: its bets go to its upline.`)]);
    if (!user.works_here) throw refusedFor([problem('UserId', 'location', `${user.user_id} does not work at ${write.locId}.`)]);
    const outTo = body.OutTo.trim();
    if (!(OUT_TO as readonly string[]).includes(outTo)) throw refusedFor([problem('OutTo', 'required', 'Choose where the Out goes.')]);
    let distributorId: number | null = null;
    if (outTo === 'distributor') {
      const raw = String(body.DistributorId).trim();
      if (raw === '') throw refusedFor([problem('DistributorId', 'required', 'Choose a distributor.')]);
      const id = /^[0-9]{1,9}$/.test(raw) ? Number(raw) : 0;
      const { rows } = await tx.query<{ owner_id: string; loc_id: string }>('select owner_id, loc_id from distributors where distributor_id = $1 for share', [id]);
      const found = rows[0];
      const allowed =
        found !== undefined &&
        found.loc_id === write.locId &&
        (await mayAccessMember(tx, write.callerId, found.owner_id)) &&
        (await isOnPathOf(tx, found.owner_id, user.user_id));
      if (!allowed) {
        throw refusedFor([problem('DistributorId', 'notOnPath', `Choose a distributor at ${write.locId} of ${user.user_id} or of its uplines in your tree.`)]);
      }
      distributorId = id;
    }
    // The user's row is locked so two settings of one user serialise (the chain locks it too).
    await tx.query('select 1 from users where user_id = $1 for no key update', [user.user_id]);
    const before = await outSettingsOf(tx, user.user_id);
    if (distributorId === null) {
      await tx.query('delete from out_settings where user_id = $1 and loc_id = $2', [user.user_id, write.locId]);
    } else {
      await tx.query(
        `insert into out_settings (user_id, loc_id, distributor_id, updated_at) values ($1, $2, $3, $4::timestamptz)
         on conflict (user_id, loc_id) do update set distributor_id = excluded.distributor_id, updated_at = excluded.updated_at`,
        [user.user_id, write.locId, distributorId, timestamp(write.now)],
      );
    }
    const after = await outSettingsOf(tx, user.user_id);
    await writeAudit(tx, {
      userId: write.callerId, locId: write.locId, action: 'outSetting.destination', entity: 'outSetting', entityId: `${user.user_id}:${write.locId}`,
      before: before.Settings.find((s) => s.LocId === write.locId) ?? null, after: after.Settings.find((s) => s.LocId === write.locId) ?? null, at: write.now,
    });
    return after;
  });
}
