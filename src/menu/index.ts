// Public surface of the menu rules (spec 02 §2.2, §6).
export { visibleMenu } from './visibleMenu.ts';
export { activeTabFor } from './activeTab.ts';
export { resolveReportPath, menuHref, downloadHref, TIMESTAMP_PARAM } from './destinations.ts';
export { hasPermission, isAdmin, isAgent, isMember, isAdminOrAgent } from './permissions.ts';
export { MENU_DECISIONS } from './decisions.ts';
export { TAB_IDS } from './types.ts';
export type * from './types.ts';
