/** The Limit Setting forms' own paths (behind the Limit Setting entry's rule: agent or admin, TT). */
export const LIMIT_ADD_PATH = '/control/limitSetting/add';
export const LIMIT_EDIT_PATH = '/control/limitSetting/edit';
