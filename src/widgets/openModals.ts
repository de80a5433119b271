/**
 * The modals open right now, so that one place can close them all: a pop-up announcement closes
 * every other modal before it opens (spec 02 §2.6), and a location switch closes all of them
 * (spec 02 §2.4). Every modal of the app is a `Modal` (src/widgets/Modal.tsx), which registers
 * itself here while it is on screen.
 */
interface OpenModal {
  /** Modals of one kind share a group; `closeOpenModals` can spare it. */
  group: string | undefined;
  close(): void;
}

const openModals = new Set<OpenModal>();

/** Registers an open modal; the answer unregisters it (call it when the modal leaves the screen). */
export function registerOpenModal(close: () => void, group?: string): () => void {
  const entry: OpenModal = { group, close };
  openModals.add(entry);
  return () => {
    openModals.delete(entry);
  };
}

/** Asks every open modal to close, except those of the group `except`; answers how many were asked. */
export function closeOpenModals({ except }: { except?: string } = {}): number {
  let asked = 0;
  for (const modal of [...openModals]) {
    if (except !== undefined && modal.group === except) continue;
    openModals.delete(modal);
    modal.close();
    asked += 1;
  }
  return asked;
}

/** How many modals are open (for tests and for a page that must know). */
export const openModalCount = () => openModals.size;
