import { useSearch } from 'wouter';
import { locIdOfQuery, storedLocId } from './currentLocation.ts';

/**
 * The location a page shows (src/app/currentLocation.ts): the LocId of its URL (every menu link
 * carries it, spec 02 §2.2), else the stored location. A page re-renders with the new one when the
 * URL changes.
 */
export function usePageLocId(): string {
  return locIdOfQuery(useSearch()) ?? storedLocId();
}

/** A URL query value, or null. */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useSearch()).get(name);
}
