import type { PageRoute } from '../../app/pageRoute.ts';

/** SMS and messaging-bot instructions, installation guide (spec 02 §2.9, §2.10). */
export const guidePages: readonly PageRoute[] = [];
