import { paramOf, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import type { OptionSource } from './optionSource.ts';
import type { ScreenOptions } from './screenData.ts';

/** One source's rows for the URL: its call with the URL parameters it takes; none when a required one is missing. */
async function loadSource(api: ApiClient, source: OptionSource, url: ScreenUrl): Promise<readonly unknown[]> {
  if (source.requires?.some((name) => paramOf(url, name) === null)) return [];
  const query = { ...Object.fromEntries(source.params.map((name) => [name, paramOf(url, name) ?? undefined])), ...source.fixedQuery };
  const rows: unknown = await api.call(source.endpoint, { query } as never);
  return rows as readonly unknown[];
}

/**
 * The lists behind the dropdowns (screen filters and form fields), loaded with every load of the
 * screen or form, each kept under its source's id: the cached calls are in the 3-minute response
 * cache (spec 02 §9), so a page or sort change costs no extra call.
 */
export async function loadOptions(api: ApiClient, sources: readonly OptionSource[], url: ScreenUrl): Promise<ScreenOptions> {
  const entries = await Promise.all(sources.map(async (source) => [source.id, await loadSource(api, source, url)] as const));
  return Object.fromEntries(entries) as ScreenOptions;
}
