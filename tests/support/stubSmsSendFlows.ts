import type { SendableDraw, SmsPreview, SmsSendKind, SmsSendRequest, SmsSent } from '../../machines/smsSend.machine.ts';
import type { SmsSendSource } from '../../src/views/smsSend/smsSendSource.ts';
import type { StubActors } from './stubActors.ts';

/** Send Result and Send Strike with every call a stub the test settles. */
export function stubSmsSendFlows(stubs: StubActors): SmsSendSource {
  return {
    actors: {
      loadDraws: stubs.promise<SendableDraw[], SmsSendKind>('loadDraws'),
      compose: stubs.promise<SmsPreview, SmsSendRequest>('compose'),
      send: stubs.promise<SmsSent, SmsSendRequest>('send'),
    },
  };
}
