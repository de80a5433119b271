import type { Shell } from '../../machines/rules/shellFrame.ts';

/**
 * The side menu's widths (spec 02 §4, §9), in px. Decision (README "The signed-in shell"): the
 * layout's sidebar is 220 px, collapsed 80 px; the spec's "150 px in one shell" is the mobile
 * shell's menu, which opens over the content (so 150 px leaves the page in sight beside it); its
 * "139 px in the menu component" is the new layout (flag newLayout), which shows the menu
 * component on its own instead of the 220 px sidebar.
 */
export const SIDE_MENU_WIDTHS = { sidebar: 220, collapsed: 80, mobileShell: 150, menuComponent: 139 } as const;

export interface SideMenuWidths {
  open: number;
  collapsed: number;
}

export function sideMenuWidths(shell: Shell, newLayout: boolean): SideMenuWidths {
  if (shell === 'mobile') return { open: SIDE_MENU_WIDTHS.mobileShell, collapsed: SIDE_MENU_WIDTHS.collapsed };
  return { open: newLayout ? SIDE_MENU_WIDTHS.menuComponent : SIDE_MENU_WIDTHS.sidebar, collapsed: SIDE_MENU_WIDTHS.collapsed };
}

/** The widths as the CSS variables shell.css reads. */
export const sideMenuVariables = ({ open, collapsed }: SideMenuWidths): Record<string, string> => ({
  '--sidebar-width': `${open}px`,
  '--sidebar-collapsed-width': `${collapsed}px`,
});
