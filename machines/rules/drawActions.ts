import type { DrawStatus } from '../../contract/draws.ts';

/** What Draw Setting offers for a draw in each state (the server decides again on every call). */
export interface DrawActions {
  /** New draw time and cut-off: only before the result is in. */
  editTimes: boolean;
  /** Result entry: once sales have closed. */
  enterResults: boolean;
  /** Run the insertion (settlement) job: once the result is saved and before it is finalised. */
  insert: boolean;
  /** Undo the settlement (reset6): only a finalised draw has one. */
  resetSettlement: boolean;
  /** Undo the result and any settlement (reset7): once a result is saved. */
  resetResults: boolean;
}

export function drawActions(status: DrawStatus): DrawActions {
  return {
    editTimes: status === 'open' || status === 'closed',
    enterResults: status !== 'open',
    insert: status === 'drawn',
    resetSettlement: status === 'finalised',
    resetResults: status === 'drawn' || status === 'finalised',
  };
}

