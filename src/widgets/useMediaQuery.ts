import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints of the product (spec 02 §9): mobile up to 1024 px, very narrow up to 360 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 1024px)';
export const NARROW_MEDIA_QUERY = '(max-width: 360px)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, following changes. Only for what CSS cannot do, such as an
 * input's placeholder text; without matchMedia (jsdom, very old browsers) it reads as not matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
