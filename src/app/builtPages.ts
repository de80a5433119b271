import type { PageRoute } from './pageRoute.ts';
import { homePages } from '../views/home/pages.ts';
import { guidePages } from '../views/guides/pages.ts';
import { betPages } from '../views/bets/pages.ts';
import { formPages } from '../forms/pages.ts';
import { screenPages } from '../screens/pages.ts';
import { controlPages } from '../views/control/pages.ts';
import { jobScreenPages } from '../jobScreens/pages.ts';
import { smsSendPages } from '../views/smsSend/pages.ts';

/** Every built page of the signed-in area: each area owns its list. */
export const builtPages: readonly PageRoute[] = [...homePages, ...guidePages, ...betPages, ...formPages, ...screenPages, ...controlPages, ...jobScreenPages, ...smsSendPages];
