/**
 * GET settings' serverTime (spec 01 §3, spec 02 §3): ISO-style text whose fractional part is
 * stripped and which is read as UTC ("2026-11-22T09:12:25.123" is 09:12:25 UTC). Epoch ms, or null
 * when the text is not such a time.
 */
export function parseServerTime(text: string | null | undefined): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})/.exec(text?.trim() ?? '');
  if (!match) return null;
  const ms = Date.parse(`${match[1]}T${match[2]}Z`);
  return Number.isNaN(ms) ? null : ms;
}
