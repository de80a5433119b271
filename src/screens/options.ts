import { betSummaryDrawDates, betSummaryUserIds } from '../../contract/betSummary.ts';
import { memberListAllRoles } from '../../contract/members.ts';
import { paramOf, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { loadDrawDates } from '../api/services/bets.ts';
import type { OptionSource } from './declaration.ts';
import type { ScreenOptions } from './screenData.ts';

/**
 * The lists behind the filters' dropdowns, loaded with every load of the screen: most are in the
 * 3-minute response cache (spec 02 §9), so a page or sort change costs no extra call.
 */
export async function loadOptions(api: ApiClient, sources: readonly OptionSource[], url: ScreenUrl): Promise<ScreenOptions> {
  const LocId = paramOf(url, 'LocId') ?? undefined;
  const DrawId = paramOf(url, 'DrawId') ?? undefined;
  const entries = await Promise.all(
    sources.map(async (source): Promise<ScreenOptions> => {
      switch (source) {
        case 'drawDates':
          return { drawDates: await loadDrawDates(api) };
        case 'betSummaryDrawDates':
          return { betSummaryDrawDates: await api.call(betSummaryDrawDates, { query: { LocId } }) };
        case 'memberTree':
          return { memberTree: await api.call(memberListAllRoles, { query: { LocId } }) };
        case 'betSummaryUsers':
          return { betSummaryUsers: DrawId ? await api.call(betSummaryUserIds, { query: { LocId, DrawId } }) : [] };
      }
    }),
  );
  return Object.assign({}, ...entries) as ScreenOptions;
}
