/**
 * The Group report's settings (migration 0030): a caller's named groups of its direct downlines at a
 * location. A save names the group (1 to 40 characters; the same name without regard to case is the
 * same group, whose members it replaces) and its members, each a direct downline of the caller and in
 * no other group of the caller there. Each write is one transaction with its audit row; a caller only
 * ever reads or changes its own groups (every statement is keyed by owner_id = the caller).
 */
import type { FieldProblem } from '../../../contract/envelope.ts';
import { MAX_GROUP_MEMBERS, MAX_GROUP_NAME_CHARS, type GroupSettingRow } from '../../../contract/reportsGroup.ts';
import { Refused, atomically, refusedFor } from '../../admin/atomically.ts';
import { writeAudit } from '../../audit.ts';
import type { Queryable } from '../../db/database.ts';

export interface GroupWriter {
  callerId: string;
  locId: string;
  now: number;
}

/** One group as the setting lists it: the members sorted, separated by ", ". */
export const groupRowColumns = `g.group_id as "GroupId", g.name as "Name",
  coalesce((select string_agg(m.member_id, ', ' order by m.member_id) from report_group_members m where m.group_id = g.group_id), '') as "Members",
  (select count(*)::int from report_group_members m where m.group_id = g.group_id) as "MemberCount"`;

/** The typed member ids: separated by spaces, commas or semicolons, each once (case kept as typed). */
const typedMembers = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * What is wrong with a save, read from the database: the name's length, members that are not direct
 * downlines of the caller (one message whether the id is unknown or someone else's, so the answer
 * tells nothing of other trees), named twice, or already in another group of the caller here.
 */
async function problemsOf(tx: Queryable, writer: GroupWriter, name: string, named: string[]) {
  const problems: FieldProblem[] = [];
  if (name.length === 0) problems.push({ Field: 'Name', Code: 'required', Message: 'Enter the name of the group.' });
  else if (name.length > MAX_GROUP_NAME_CHARS) problems.push({ Field: 'Name', Code: 'tooLong', Message: `A group name is at most ${MAX_GROUP_NAME_CHARS} characters.` });
  if (named.length === 0) return { problems: [...problems, { Field: 'Members', Code: 'required', Message: 'Name the members, separated by commas.' }], members: [] };
  if (named.length > MAX_GROUP_MEMBERS) return { problems: [...problems, { Field: 'Members', Code: 'tooMany', Message: `A group has at most ${MAX_GROUP_MEMBERS} members.` }], members: [] };
  const { rows } = await tx.query<{ typed: string; user_id: string | null; other_group: string | null }>(
    `select n.typed, u.user_id,
       (select g.name from report_group_members m join report_groups g on g.group_id = m.group_id
         where m.owner_id = $1 and m.loc_id = $2 and m.member_id = u.user_id and lower(g.name) <> lower($4)) as other_group
     from unnest($3::text[]) with ordinality as n (typed, position)
     left join users u on lower(u.user_id) = lower(n.typed) and u.parent_id = $1
     order by n.position`,
    [writer.callerId, writer.locId, named, name],
  );
  const members: string[] = [];
  for (const row of rows) {
    if (row.user_id === null) problems.push({ Field: 'Members', Code: 'notDirectDownline', Message: `${row.typed} is not one of your direct downlines.` });
    else if (members.includes(row.user_id)) problems.push({ Field: 'Members', Code: 'repeated', Message: `${row.user_id} is named twice.` });
    else if (row.other_group !== null) problems.push({ Field: 'Members', Code: 'inAnotherGroup', Message: `${row.user_id} is in the group ${row.other_group} already.` });
    else members.push(row.user_id);
  }
  return { problems, members };
}

/** Creates the group of that name, or replaces its members; answers the group as listed, or the refusal. */
export function saveGroup(db: Queryable, writer: GroupWriter, typedName: string, typedMemberText: string): Promise<GroupSettingRow | Refused> {
  const name = typedName.trim();
  return atomically(db, async (tx) => {
    // Concurrent saves of the same caller queue here, so two cannot put one downline in two groups
    // past the check (the key would refuse the second anyway, as a 500; this makes it a 400).
    await tx.query('select 1 from users where user_id = $1 for no key update', [writer.callerId]);
    const { problems, members } = await problemsOf(tx, writer, name, typedMembers(typedMemberText));
    if (problems.length > 0) throw refusedFor(problems);
    const before = await tx.query<GroupSettingRow>(
      `select ${groupRowColumns} from report_groups g where g.owner_id = $1 and g.loc_id = $2 and lower(g.name) = lower($3)`,
      [writer.callerId, writer.locId, name],
    );
    const at = new Date(writer.now).toISOString();
    const { rows } = await tx.query<{ group_id: number }>(
      `insert into report_groups (owner_id, loc_id, name, created_at, updated_at) values ($1, $2, $3, $4, $4)
       on conflict (owner_id, loc_id, lower(name)) do update set name = excluded.name, updated_at = excluded.updated_at
       returning group_id`,
      [writer.callerId, writer.locId, name, at],
    );
    const groupId = rows[0]!.group_id;
    await tx.query('delete from report_group_members where group_id = $1', [groupId]);
    await tx.query(
      `insert into report_group_members (group_id, owner_id, loc_id, member_id) select $1, $2, $3, m from unnest($4::text[]) as m`,
      [groupId, writer.callerId, writer.locId, members],
    );
    const after = (await tx.query<GroupSettingRow>(`select ${groupRowColumns} from report_groups g where g.group_id = $1`, [groupId])).rows[0]!;
    await writeAudit(tx, {
      userId: writer.callerId,
      locId: writer.locId,
      action: before.rows[0] ? 'reportGroup.update' : 'reportGroup.create',
      entity: 'reportGroup',
      entityId: groupId,
      before: before.rows[0] ?? null,
      after,
      at: writer.now,
    });
    return after;
  });
}

/** Deletes one of the caller's groups at the location; another's group, or none, is 404 (nothing told of it). */
export function removeGroup(db: Queryable, writer: GroupWriter, groupId: number): Promise<{ GroupId: number; Removed: boolean } | Refused> {
  return atomically(db, async (tx) => {
    const { rows } = await tx.query<GroupSettingRow>(
      `select ${groupRowColumns} from report_groups g where g.group_id = $1 and g.owner_id = $2 and g.loc_id = $3`,
      [groupId, writer.callerId, writer.locId],
    );
    if (!rows[0]) throw new Refused(404, `You have no group ${groupId}.`);
    await tx.query('delete from report_groups where group_id = $1', [groupId]);
    await writeAudit(tx, { userId: writer.callerId, locId: writer.locId, action: 'reportGroup.delete', entity: 'reportGroup', entityId: groupId, before: rows[0], after: null, at: writer.now });
    return { GroupId: groupId, Removed: true };
  });
}
