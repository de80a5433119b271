/**
 * The grants a new user starts with (issue 20): its parent's, as stored in users.granted (the store of
 * the Granted names and permission attributes, spec 02 §6). A parent granted '*' (an admin) is not
 * copied as '*': the child gets every §6 attribute and the everyday names BetEntry and Report, but
 * none of the operator's powers, and not the ADMIN attribute, which is the admin's own view. An
 * operator grants those one by one on the Permission screen.
 */
import { PERMISSION_ATTRIBUTES } from '../../contract/permissionAttributes.ts';

/** The Granted names that run the operator's business: never inherited through '*'. */
export const OPERATOR_POWERS = ['AdminEdit', 'SuperPwd', 'DrawSetting', 'FixedSetting', 'OutSet', 'SMSGateway'] as const;

/** Attributes kept back from a '*' parent's child: ADMIN is the admin's own view. */
const ADMIN_ONLY_ATTRIBUTES = new Set<string>(['ADMIN']);

/** What a child of a parent granted `parentGranted` is granted. */
export function defaultGrants(parentGranted: readonly string[]): string[] {
  if (!parentGranted.includes('*')) return [...new Set(parentGranted)];
  return [...PERMISSION_ATTRIBUTES.filter((attribute) => !ADMIN_ONLY_ATTRIBUTES.has(attribute)), 'BetEntry', 'Report'];
}
