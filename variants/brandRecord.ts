import type { Variant } from './types.ts';

/** The id of the script element that carries the host's brand in index.html. */
export const BRAND_RECORD_ID = 'brand-record';

/**
 * The host's brand as a JSON script element, written into index.html by the server that serves it
 * (server/http/static.ts), which resolves the host with the registry (variants/resolve.ts): the app
 * then starts without the registry of every brand (issue 24: ~2.8 KB gzip of the sign-in page's JS).
 * `<` is escaped so no text of the record can close the element.
 */
export function brandRecordScript(variant: Variant): string {
  const json = JSON.stringify(variant).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BRAND_RECORD_ID}">${json}</script>`;
}

/** The brand the server wrote into the page, or null (a page served without it: the dev server). */
export function readBrandRecord(doc: Document): Variant | null {
  const text = doc.getElementById(BRAND_RECORD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Variant;
  } catch {
    return null;
  }
}
