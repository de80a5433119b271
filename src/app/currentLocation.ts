/** The location the user works in (spec 02 §2.4): stored under `loc`, SG by default. */
export const DEFAULT_LOC_ID = 'SG';
const LOC_KEY = 'loc';

export function getLocId(): string {
  return localStorage.getItem(LOC_KEY) || DEFAULT_LOC_ID;
}

export function setLocId(locId: string) {
  localStorage.setItem(LOC_KEY, locId);
}
