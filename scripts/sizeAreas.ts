/**
 * The areas `npm run size` groups the lazy chunks by, with each area's budget: the most JS (gzip) one
 * page of the area may add to what is loaded already (the entry; for the signed-in area, the entry and
 * the shell). Budgets are the figures measured when they were set (issue 24, README "Performance")
 * with about a quarter of room, rounded up: a page that outgrows its area shows as OVER.
 * Session 14 cut the chunks along the loading path (vite.config.ts): a signed-in page now counts the
 * widgets every two pages share as one chunk, whole (one request instead of up to seven, ~3.3 KB), and
 * the signed-out pages are measured against the entry alone (they never load the shell); a data
 * screen's declaration is its own chunk (screenIndex.ts), in the data screens' area; the budgets
 * of the areas this moved were set again from the new figures in the same way.
 */
export interface Area {
  name: string;
  /** Source paths (from the manifest) of the area's lazy chunks: a prefix, or the whole path. */
  sources: string[];
  budgetKb: number;
  /** Measured against the entry alone: chunks a page without the shell loads (the shell carries them too). */
  beforeShell?: boolean;
}

/**
 * The chunks every signed-in page stands on, loaded once with the frame: counted as the shell (the
 * frame, its flows and the route table are one chunk group, `signedIn`, with the whole English catalog).
 */
/** The shell's budget, set as the areas' are (90 KB measured). */
export const SHELL_BUDGET_KB = 115;
export const SHELL_SOURCES = ['signedIn', 'src/locales/en/messages.po'];
/** The chunks vite.config.ts cuts along the loading path (scripts/vite/graphChunks.ts), by name. */
export const GROUP_CHUNKS = ['publicCalls', 'signedIn'];

export const AREAS: Area[] = [
  // What /login asks for right after its first paint: the API client with the signed-out calls (every
  // visit), and, only where the page carries no brand record or stylesheet links (the dev server), the
  // brand registry and the stylesheets' loader. Measured against the entry alone (session 14): the API
  // client's chunk with the contracts it shares with the frame, 13.63 KB in six files before they were
  // one chunk, 12.09 after (session 13's 7.67 left out the shared contracts, counted as the shell's).
  { name: 'sign-in page, after the first paint', sources: ['_publicCalls-', 'variants/resolve.ts', 'variants/stylesheets.ts'], budgetKb: 15, beforeShell: true },
  { name: 'signed-out pages', sources: ['src/views/login/SignInDownloadLinks.tsx', 'src/views/changePassword/', 'src/views/terms/', 'src/views/help/', 'src/views/notFound/', 'src/views/maintenance/'], budgetKb: 41, beforeShell: true },
  { name: 'shell/home', sources: ['src/views/home/', 'src/views/guides/'], budgetKb: 7.5 },
  { name: 'bet entry', sources: ['src/views/bets/'], budgetKb: 12 },
  { name: 'data screens and reports', sources: ['src/screens/'], budgetKb: 68 },
  { name: 'administration (forms)', sources: ['src/forms/'], budgetKb: 9 },
  // 14.38 measured once the route table stopped carrying the screens' declarations and the contracts
  // they share with these pages (session 14): those now load with the page.
  { name: 'risk/outset, draw control', sources: ['src/views/control/'], budgetKb: 18 },
  { name: 'SMS', sources: ['src/views/smsSend/'], budgetKb: 8.5 },
  { name: 'utilities (job screens)', sources: ['src/jobScreens/'], budgetKb: 6.5 },
  { name: 'on demand (error SDK, zh compiler, QR code)', sources: ['src/errorReporting/', 'src/i18n/', 'qrcode/'], budgetKb: 40 },
];

/** The area of a lazy chunk's source, or undefined (the shell's own chunks, or a new place to file). */
export const areaOf = (source: string) => AREAS.find((area) => area.sources.some((prefix) => source.includes(prefix)));
