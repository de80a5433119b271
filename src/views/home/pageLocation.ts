import { useSearch } from 'wouter';
import { getLocId } from '../../app/currentLocation.ts';

const LOC_ID = /^[A-Z]{2}$/;

/**
 * The location a page of the home area shows: LocId of its URL (every menu link carries it, spec
 * 02 §2.2), else the stored location. A page re-renders with the new one when the URL changes.
 */
export function usePageLocId(): string {
  const fromUrl = new URLSearchParams(useSearch()).get('LocId');
  return fromUrl && LOC_ID.test(fromUrl) ? fromUrl : getLocId();
}

/** A URL query value, or null. */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useSearch()).get(name);
}
