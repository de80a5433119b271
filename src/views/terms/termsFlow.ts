import { fromPromise } from 'xstate';
import { termsMachine } from '../../../machines/terms.machine.ts';
import { loadPublicCalls } from '../../api/deferredApi.ts';
import type { FlowsEdge } from '../../app/flows.ts';
import { getLocId } from '../../app/currentLocation.ts';

/**
 * The terms page's machine with PUT acceptTerms; Disagree signs out through the session machine.
 * Made from the app's edge when the page's chunk loads (usePageFlow), so the sign-in page downloads none of it.
 */
export const createTermsFlow = ({ api, session }: FlowsEdge) =>
  termsMachine.provide({
    actors: {
      acceptTerms: fromPromise(async () => {
        await (await loadPublicCalls()).acceptTerms(api);
        session().send({ type: 'TERMS_ACCEPTED' });
        return { locId: getLocId() };
      }),
    },
    actions: { signOut: () => session().send({ type: 'LOGOUT' }) },
  });

export type TermsFlow = ReturnType<typeof createTermsFlow>;
