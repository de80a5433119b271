import { closeOpenModals } from '../../widgets/openModals.ts';

/** The group of the announcement pop-ups among open modals (src/widgets/openModals.ts). */
export const ANNOUNCEMENT_MODAL_GROUP = 'announcement-popup';

/** Before a pop-up opens, every other open modal closes (spec 02 §2.6); the pop-ups are not "other". */
export const closeModalsBeforePopUp = () => {
  closeOpenModals({ except: ANNOUNCEMENT_MODAL_GROUP });
};
