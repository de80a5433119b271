import type { ApiClient } from '../../api/client.ts';
import type { SmsSendActors } from './smsSendActors.ts';

/**
 * What the app's flows hold for Send Result and Send Strike: the API client, from which the lazy page
 * makes its actors and machine (as the control pages do), so the sign-in page's JavaScript does not
 * carry them; tests give stubbed actors instead.
 */
export type SmsSendSource = { api: ApiClient } | { actors: SmsSendActors };
