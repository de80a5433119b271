import type { UserListItem } from '../../../contract/members.ts';
import type { PayRateUsers } from '../../../machines/payRate.machine.ts';

/**
 * The Pay Rate user dropdown from dMemberAllRole (the caller and its whole downline): the caller is
 * the one whose upline is not in the list; it is left out (an agent sets rates for its downline only,
 * spec 02 §7.12), and only an admin edits the default table.
 */
export function payRateUsersOf(list: readonly UserListItem[]): PayRateUsers {
  const ids = new Set(list.map((user) => user.UserId));
  const caller = list.find((user) => user.ParentId === null || !ids.has(user.ParentId)) ?? null;
  return {
    users: list.filter((user) => user !== caller).map((user) => ({ UserId: user.UserId, UserName: user.UserName || null })),
    mayEditDefault: caller?.Role === 'ADMIN',
  };
}
