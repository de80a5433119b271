/** Announcement Setting's forms (src/forms/declarations/announcementAdd.ts, announcementEdit.ts), opened from its screen. */
export const ANNOUNCEMENT_ADD_PATH = '/control/announcement/add';
export const ANNOUNCEMENT_EDIT_PATH = '/control/announcement/edit';
