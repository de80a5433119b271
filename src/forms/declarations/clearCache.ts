import { msg } from '@lingui/core/macro';
import { clearCache as clearCacheCall } from '../../../contract/cacheClear.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/**
 * Clear Cache (spec 02 §2.2 /utilities/clearCache, §7.3 POST cache/clear; issue 23): the form chart
 * is the flow: the button confirms (editing), then clearing (saving), then cleared (saved) or failed
 * with the message and the button to try again. The POST itself clears this browser's 3-minute
 * response cache before it is sent (src/api/client.ts: any write does), so the page's own cache is
 * gone even if the server refuses; the server empties its in-memory caches for an admin.
 */
export const clearCache: FormDeclaration = {
  id: 'clearCache',
  title: msg`Clear Cache`,
  menuItem: 'clearCache',
  fields: [],
  intro: msg`Clears the server's cached answers (the results feed, the maintenance state) and the lists this browser keeps for 3 minutes, so every page shows the data as it is now.`,
  submitLabel: msg`Clear Cache`,
  save: { endpoint: clearCacheCall, params: [] },
  savedMessage: msg`Cache cleared.`,
};
