import type { UserListItem } from '../../contract/members.ts';

/**
 * The drill-down trail to a user (the breadcrumb): the users from the top of the caller's tree down
 * to `userId`, read from the member tree (each user with its upline). Derived from the URL's UserId
 * and the tree, not remembered, so a pasted link shows the same trail. A user the tree does not
 * hold is a trail of itself alone.
 */
export function userTrail(tree: readonly UserListItem[], userId: string): string[] {
  const byId = new Map(tree.map((user) => [user.UserId.toLowerCase(), user]));
  const trail: string[] = [];
  let current = byId.get(userId.toLowerCase());
  if (!current) return [userId];
  const seen = new Set<string>();
  while (current && !seen.has(current.UserId)) {
    seen.add(current.UserId);
    trail.unshift(current.UserId);
    current = current.ParentId ? byId.get(current.ParentId.toLowerCase()) : undefined;
  }
  return trail;
}
