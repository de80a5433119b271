/** The group of the announcement pop-ups among open modals (src/widgets/openModals.ts): a pop-up closes every other modal, not itself. */
export const ANNOUNCEMENT_MODAL_GROUP = 'announcement-popup';
