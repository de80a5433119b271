import type { ApiClient } from '../../api/client.ts';
import type { ControlActors } from './controlActors.ts';

/**
 * What the app's flows hold for the control pages: the API client, from which the lazy pages make
 * their actors and machines (controlFlows.ts), so none of that code (nor the contract schemas of its
 * calls) is in the sign-in page's JavaScript; tests give stubbed actors instead.
 */
export type ControlSource = { api: ApiClient } | { actors: ControlActors };

/** The app's source: its API client. */
export const controlSourceOf = (api: ApiClient): ControlSource => ({ api });
