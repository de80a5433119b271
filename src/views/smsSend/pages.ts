import { lazyRoute } from '../../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../../app/pageRoute.ts';

const SendResultPage = lazyRoute<object>(() => import('./SmsSendPage.tsx').then((m) => ({ default: m.SendResultPage })));
const SendStrikePage = lazyRoute<object>(() => import('./SmsSendPage.tsx').then((m) => ({ default: m.SendStrikePage })));

/** Send Result and Send Strike (spec 02 §2.2), one lazy chunk, behind their menu entries' rule. */
export const smsSendPages: readonly PageRoute[] = [
  { path: '/sms/sendResult', component: SendResultPage },
  { path: '/sms/sendStrike', component: SendStrikePage },
];
