import { formatScreenUrl, paramOf, type ScreenUrl } from './screenUrl.ts';

/**
 * The trail across screens (spec 02 §2.12 breadcrumb): a drill-down that leaves its screen (a Bet
 * Summary row → that member's tickets) carries the URLs of the screens before it in one parameter,
 * so Back, reload and a pasted link show the same trail, and each step leads back to exactly the
 * rows it showed (its filters, page, sort and view). Bounded: the oldest steps go first.
 */

/** The parameter holding the previous screens' URLs, oldest first, separated by spaces (a formatted URL holds none). */
export const TRAIL_PARAM = 'trail';
export const MAX_TRAIL_STEPS = 5;
export const MAX_TRAIL_CHARS = 1500;

/** What a screen left for another carries: the §2.12 navigation parameters that name rows, not how they were shown. */
const CARRIED = ['UserId', 'DrawId', 'DrawDate', 'DrawFrom', 'DrawTo', 'LocId'];

const withoutTrail = (url: ScreenUrl): ScreenUrl => ({ path: url.path, params: url.params.filter(([name]) => name !== TRAIL_PARAM) });

/** The previous screens' URLs (each without a trail of its own), oldest first. */
export function trailOf(url: ScreenUrl): string[] {
  return (paramOf(url, TRAIL_PARAM) ?? '').split(' ').filter((step) => step.startsWith('/'));
}

/** A trail's value within its bounds: the newest steps that fit. */
function bounded(steps: readonly string[]): string {
  let kept = steps.slice(-MAX_TRAIL_STEPS);
  while (kept.length > 1 && kept.join(' ').length > MAX_TRAIL_CHARS) kept = kept.slice(1);
  return kept.join(' ').length > MAX_TRAIL_CHARS ? '' : kept.join(' ');
}

/** The URL of another screen reached from `url`: the rows' parameters carried, `changes` applied, this screen added to the trail. */
export function leaveTo(url: ScreenUrl, path: string, changes: Readonly<Record<string, string | null>>): ScreenUrl {
  const next = new Map(url.params.filter(([name]) => CARRIED.includes(name)));
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  const trail = bounded([...trailOf(url), formatScreenUrl(withoutTrail(url))]);
  if (trail) next.set(TRAIL_PARAM, trail);
  return { path, params: [...next] };
}

/** One step back: the screen's URL as it was, carrying the steps before it. */
export interface TrailStep {
  /** The step's own URL (its path and parameters), to name it. */
  url: ScreenUrl;
  href: string;
}

/** The steps back, oldest first: each one's URL with the trail that led to it. */
export function trailSteps(url: ScreenUrl): TrailStep[] {
  const steps = trailOf(url);
  return steps.map((step, index) => {
    const [path = '', query = ''] = step.split('?', 2) as [string, string?];
    const own: ScreenUrl = { path, params: [...new URLSearchParams(query)] };
    const before = steps.slice(0, index);
    const href = formatScreenUrl(before.length ? { path, params: [...own.params, [TRAIL_PARAM, before.join(' ')]] } : own);
    return { url: own, href };
  });
}

