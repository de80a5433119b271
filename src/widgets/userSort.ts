/** One entry of a user list as the API sends it (spec 02 §3); some lists spell the name Username. */
export interface UserListItem {
  UserId: string | number;
  UserName?: string | null;
  Username?: string | null;
}

export interface UserOption {
  /** The user id as text (the value a dropdown sends). */
  value: string;
  /** "UserId - UserName", the text a user reads and searches. */
  label: string;
}

/** The entry that always leads the list (spec 02 §2.13). */
export const ADMIN_ENTRY_ID = 'ADMIN';

/** "UserId - UserName", falling back to Username, or the bare id when the list has no name. */
export function userLabel(user: UserListItem): string {
  const name = user.UserName ?? user.Username;
  return name ? `${user.UserId} - ${name}` : String(user.UserId);
}

/** A user list entry as an option: the id as text, labelled "UserId - UserName". */
export const userOption = (user: UserListItem): UserOption => ({ value: String(user.UserId), label: userLabel(user) });

const isAdminEntry = (option: UserOption) => option.value.toUpperCase() === ADMIN_ENTRY_ID;
/** The user id zero is a special entry in user lists (spec 02 §9): it goes after real users. */
const isZeroId = (option: UserOption) => option.value.trim() === '0';
const byLabel = new Intl.Collator('en').compare;

/** Dropdown order of options: the ADMIN entry first, then non-zero ids before zero ids, then by label. */
export function compareUserOptions(a: UserOption, b: UserOption): number {
  return Number(isAdminEntry(b)) - Number(isAdminEntry(a)) || Number(isZeroId(a)) - Number(isZeroId(b)) || byLabel(a.label, b.label);
}

/** The same order for list entries. */
export const compareUsers = (a: UserListItem, b: UserListItem): number => compareUserOptions(userOption(a), userOption(b));

/** The options of a user dropdown, sorted; the input list is left as it was. */
export function userOptions(users: readonly UserListItem[]): UserOption[] {
  return users.map(userOption).sort(compareUserOptions);
}
