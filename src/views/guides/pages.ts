import { lazyRoute } from '../../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../../app/pageRoute.ts';

const SmsInstructionsPage = lazyRoute<object>(() => import('./SmsInstructionsPage.tsx').then((m) => ({ default: m.SmsInstructionsPage })));
const BotInstructionsPage = lazyRoute<object>(() => import('./BotInstructionsPage.tsx').then((m) => ({ default: m.BotInstructionsPage })));
const InstallationGuidePage = lazyRoute<object>(() =>
  import('./InstallationGuidePage.tsx').then((m) => ({ default: m.InstallationGuidePage })),
);

/**
 * SMS and messaging-bot instructions, installation guide (spec 02 §2.9, §2.10). The spec gives no
 * paths for the SMS and bot pages: /sms/instructions and /sms/bot-instructions. Help On Bets
 * (/bet/betsInstruction, §2.2) is the SMS instructions page: it explains how a bet is written.
 */
export const guidePages: readonly PageRoute[] = [
  { path: '/sms/instructions', component: SmsInstructionsPage },
  { path: '/sms/bot-instructions', component: BotInstructionsPage },
  { path: '/bet/betsInstruction', component: SmsInstructionsPage },
  { path: '/admin/installation-guide', component: InstallationGuidePage },
];
