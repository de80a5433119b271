/** The Intl locale of the app's catalogs: Chinese formats as zh-CN (the spec's "ch" maps to zh). */
const intlLocale = (locale: string) => (locale === 'zh' ? 'zh-CN' : 'en-US');

/**
 * The clock from a server time (spec 02 §2.13): weekday, month, day, year and 12-hour time with
 * seconds, e.g. "Sunday, November 22, 2026 5:12:25 PM", in the browser's time zone.
 */
export function formatServerClock(ms: number, locale = 'en', timeZone?: string): string {
  const date = new Date(ms);
  const day = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true, timeZone }).format(date);
  return `${day} ${time}`;
}

/**
 * The clock before any server time is known: the local time "in a different format" (spec 02
 * §2.13), numeric day/month/year and 24-hour time, e.g. "22/11/2026 17:12:25".
 */
export function formatLocalClock(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone,
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
