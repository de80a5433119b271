/**
 * The location the user works in (spec 02 §2.4), SG by default. One rule for the API prefix and the
 * pages (issue 13): the location is the `LocId` of the page's URL; a URL without one is in the
 * stored location (`loc`). Every menu link carries LocId, so a link (or a drill-down) that names
 * another location shows that location's data through that location's prefix (`tt/` for TT); the
 * signed-in frame then stores it, so the pages after it, the header and the menu agree.
 */
export const DEFAULT_LOC_ID = 'SG';
const LOC_KEY = 'loc';
const LOC_ID = /^[A-Z]{2}$/;

/** The LocId a URL query names, when it is a location id. */
export function locIdOfQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('LocId');
  return value && LOC_ID.test(value) ? value : null;
}

/** The location last stored (by a location switch, or a page whose URL named one). */
export function storedLocId(): string {
  return localStorage.getItem(LOC_KEY) || DEFAULT_LOC_ID;
}

/** The location of the page the browser shows: its URL's LocId, else the stored one. */
export function getLocId(): string {
  return locIdOfQuery(window.location.search) ?? storedLocId();
}

export function setLocId(locId: string) {
  localStorage.setItem(LOC_KEY, locId);
}
