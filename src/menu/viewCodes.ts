/**
 * View codes (VW) are the spec's permission attribute names (spec 02 §2.2, §6; issue 19
 * "Contradictions 6"): a page's views are named by the attribute that grants them, so a grant and a
 * link speak of the same thing. The grants themselves come with administration (permissions/).
 */
import { PERMISSION_ATTRIBUTES, type PermissionAttribute } from '../../contract/permissionAttributes.ts';

export { PERMISSION_ATTRIBUTES, type PermissionAttribute };

/** A VW value: always a permission attribute name. */
export type ViewCode = PermissionAttribute;

/**
 * Codes of links written before views were named by attribute (issue 13's Bet Summary), read as
 * the attribute they became, so an old bookmark still opens its view.
 */
export const VIEW_CODE_ALIASES: Readonly<Record<string, ViewCode>> = {
  TYPE: 'RPTSUM',
  SHARE: 'BETSUMMARY2',
};

/** The attribute a URL's VW names (an old code read through its alias), or null for none known. */
export function viewCodeOf(vw: string | null): ViewCode | null {
  if (vw === null) return null;
  if ((PERMISSION_ATTRIBUTES as readonly string[]).includes(vw)) return vw as ViewCode;
  return VIEW_CODE_ALIASES[vw] ?? null;
}
