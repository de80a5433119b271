import { describe, expect, it } from 'vitest';
import { DESTINATIONS, downloadHref, menuHref, resolveReportPath } from '../../../src/menu/destinations.ts';
import { MENU_DEFINITION } from '../../../src/menu/menuDefinition.ts';
import { visibleMenu } from '../../../src/menu/visibleMenu.ts';
import type { LocationId, MenuTab, RouteItemId, Shell } from '../../../src/menu/types.ts';
import { APP_URLS, FULL_ADMIN, NOW } from './fixtures.ts';

const T = `rand=${NOW}`;

/** Every route of the menu for SG on the desktop shell (spec 02 §2.2). */
const SG_DESKTOP: Record<RouteItemId, string> = {
  agents: `/admin/agents?LocId=SG&VW=AG&${T}`,
  players: `/admin/players?LocId=SG&VW=MEM&${T}`,
  payments: `/admin/payments?LocId=SG&VW=PAYMENT&${T}`,
  paymentHistory: `/admin/paymentHist?LocId=SG&VW=PAYMENTHIST&${T}`,
  profile: `/admin/profile?LocId=SG&${T}`,
  mobile: `/admin/mobile?LocId=SG&${T}`,
  downlineMobile: `/admin/mobile?LocId=SG&${T}&Downline=1`,
  changePassword: `/admin/changePassword?LocId=SG&${T}`,
  installationGuide: `/admin/installation-guide?LocId=SG&${T}`,

  placeBets: `/bet/placeBets/add?LocId=SG&VW=PLACEBET&${T}`,
  betUpload: `/bet/bet-upload?LocId=SG&${T}`,
  fixedBets: `/bet/fixedBets?LocId=SG&${T}`,
  outBets: `/bet/outBets?LocId=SG&${T}`,
  betSummary: `/bet/betSummary?LocId=SG&${T}`,
  helpOnBets: `/bet/betsInstruction?LocId=SG&${T}`,
  viewTickets: `/tickets/page?LocId=SG&${T}`,
  searchTickets: `/tickets/search?LocId=SG&VW=TICKETSEARCH&${T}`,
  historyTickets: `/tickets/history?LocId=SG&${T}&ViewDay=1`,

  fullReport: `/report/full?LocId=SG&VW=RPTFULL&${T}`,
  collectionReport: `/report/collection?LocId=SG&${T}`,
  groupReport: `/report/group?LocId=SG&${T}`,
  stakeReport: `/report/stake?LocId=SG&${T}`,
  strikeReport: `/report/strike?LocId=SG&${T}`,
  strikeReportOld: `/report/strike2?LocId=SG&${T}`,
  drawResultReport: `/report/drawResult?LocId=SG&${T}`,
  summaryReport: `/report/summary?LocId=SG&${T}`,

  announcementSetting: `/control/announcement?LocId=SG&${T}`,
  drawSetting: `/control/drawSetting?LocId=SG&${T}`,
  limitSetting: `/control/limitSetting?LocId=SG&${T}`,
  fixedSetting: `/control/fixedSetting?LocId=SG&${T}`,
  fixedProcess: `/control/fixedProcess?LocId=SG&${T}`,
  subShare: `/control/subShare?LocId=SG&${T}`,
  shareClaim: `/control/shareClaim?LocId=SG&${T}`,
  shareClaimSetting: `/control/shareClaimSetting?LocId=SG&${T}`,
  shareClaimCompany: `/control/shareClaimCompany?LocId=SG&${T}`,
  payRate: `/control/payRate?LocId=SG&${T}`,
  permission: `/control/permission?LocId=SG&${T}`,

  outSetting: `/outset/outSetting?LocId=SG&${T}`,
  outSetting3: `/outset/outSetting3?LocId=SG&${T}`,
  betsIn: `/outset/betsIn?LocId=SG&${T}&Choice=1`,
  betsOut: `/outset/betsIn?LocId=SG&${T}&Choice=2`,
  throwNumber: `/outset/throwNumber?LocId=SG&${T}`,
  betSpecial: `/outset/betSpecial?LocId=SG&${T}`,

  backupAra: `/utilities/backupARA?LocId=SG&${T}`,
  creditRecal: `/utilities/creditRecal?LocId=SG&${T}`,
  clearCache: `/utilities/clearCache?LocId=SG&${T}`,
  superPassword: `/utilities/superPassword?LocId=SG&${T}`,
  auditLog: `/utilities/auditLog?LocId=SG&${T}`,

  smsAgent: `/sms/smsAgent?LocId=SG&${T}`,
  smsSubscribe: `/sms/smsSubscribe?LocId=SG&${T}`,
  sendResult: `/sms/sendResult?LocId=SG&${T}`,
  sendStrike: `/sms/sendStrike?LocId=SG&${T}`,
  smsReport: `/sms/smsReport?LocId=SG&${T}`,
  smsView: `/sms/smsView?LocId=SG&${T}`,
  smsGateway: `/sms/smsGateway?LocId=SG&${T}`,

  payOut: `/payOut?LocId=SG&${T}`,
  announcements: `/announcement?LocId=SG&${T}`,
};

/** Where the location or shell changes a destination. */
const VARIANTS: { id: RouteItemId; location: LocationId; shell: Shell; href: string }[] = [
  { id: 'placeBets', location: 'SG', shell: 'mobile', href: `/bet/placeBets/add-20?LocId=SG&VW=PLACEBET&${T}` },
  { id: 'placeBets', location: 'MG', shell: 'desktop', href: `/bet/placeBets/add?LocId=MG&VW=PLACEBET&${T}` },
  { id: 'placeBets', location: 'TT', shell: 'desktop', href: `/bet/placeBets/add-simple?LocId=TT&VW=PLACEBET&${T}` },
  // Decision placeBetsTtOverMobile.
  { id: 'placeBets', location: 'TT', shell: 'mobile', href: `/bet/placeBets/add-simple?LocId=TT&VW=PLACEBET&${T}` },
  { id: 'fullReport', location: 'TT', shell: 'desktop', href: `/report/tt/full?LocId=TT&VW=RPTFULL&${T}` },
  { id: 'fullReport', location: 'MG', shell: 'mobile', href: `/report/full?LocId=MG&VW=RPTFULL&${T}` },
  { id: 'groupReport', location: 'TT', shell: 'desktop', href: `/report/tt/group?LocId=TT&${T}` },
  { id: 'stakeReport', location: 'TT', shell: 'desktop', href: `/report/tt/stake?LocId=TT&${T}` },
  { id: 'strikeReport', location: 'TT', shell: 'desktop', href: `/report/tt/strike?LocId=TT&${T}` },
  { id: 'collectionReport', location: 'TT', shell: 'desktop', href: `/report/collection?LocId=TT&${T}` },
  { id: 'strikeReportOld', location: 'MG', shell: 'desktop', href: `/report/strike2?LocId=MG&${T}` },
  { id: 'drawResultReport', location: 'TT', shell: 'desktop', href: `/report/tt/drawResult?LocId=TT&${T}` },
  { id: 'outSetting', location: 'TT', shell: 'desktop', href: `/outset/outSetting2?LocId=TT&${T}` },
  { id: 'outSetting', location: 'MG', shell: 'desktop', href: `/outset/outSetting?LocId=MG&${T}` },
  // Decision ttVariantPaths: one path for both variants.
  { id: 'backupAra', location: 'TT', shell: 'desktop', href: `/utilities/backupARA?LocId=TT&${T}` },
  { id: 'payRate', location: 'TT', shell: 'desktop', href: `/control/payRate?LocId=TT&${T}` },
  { id: 'limitSetting', location: 'TT', shell: 'mobile', href: `/control/limitSetting?LocId=TT&${T}` },
  { id: 'historyTickets', location: 'MG', shell: 'mobile', href: `/tickets/history?LocId=MG&${T}&ViewDay=1` },
  { id: 'agents', location: 'TT', shell: 'mobile', href: `/admin/agents?LocId=TT&VW=AG&${T}` },
];

const routeIds = (tabs: readonly { items: readonly { kind: string; id: string }[] }[]) =>
  tabs.flatMap((tab) => tab.items.filter((item) => item.kind === 'route').map((item) => item.id));

describe('menu destinations (spec 02 §2.2)', () => {
  it('covers every route of the menu', () => {
    expect(Object.keys(SG_DESKTOP).sort()).toEqual(routeIds(MENU_DEFINITION).sort());
    expect(Object.keys(DESTINATIONS).sort()).toEqual(routeIds(MENU_DEFINITION).sort());
  });

  it.each(Object.entries(SG_DESKTOP) as [RouteItemId, string][])('%s -> %s', (id, href) => {
    expect(menuHref(id, { location: 'SG', shell: 'desktop', now: NOW })).toBe(href);
  });

  it.each(VARIANTS)('$id in $location on $shell -> $href', ({ id, location, shell, href }) => {
    expect(menuHref(id, { location, shell, now: NOW })).toBe(href);
  });

  it('gives visibleMenu the same hrefs (SG, desktop)', () => {
    const links = visibleMenu(FULL_ADMIN, 'SG', 'desktop', NOW)
      .flatMap((tab) => tab.items)
      .filter((item) => item.kind === 'route');
    expect(links.length).toBeGreaterThan(50);
    for (const link of links) expect(link.href).toBe(SG_DESKTOP[link.id]);
  });

  it.each(['SG', 'MG', 'TT', 'MY'])('puts LocId=%s and the reload stamp rand on every link', (location) => {
    for (const shell of ['desktop', 'mobile'] as const) {
      for (const link of visibleMenu(FULL_ADMIN, location, shell, NOW).flatMap((tab: MenuTab) => tab.items)) {
        if (link.kind !== 'route') continue;
        const query = new URL(link.href, 'http://x').searchParams;
        expect(query.get('LocId'), link.id).toBe(location);
        expect(query.get('rand'), link.id).toBe(String(NOW));
      }
    }
  });

  it('fills rand from the clock when no now is given', () => {
    const before = Date.now();
    const placeBets = visibleMenu(FULL_ADMIN, 'SG', 'desktop')
      .flatMap((tab) => tab.items)
      .find((item) => item.id === 'placeBets');
    const t = Number(new URL(placeBets?.kind === 'route' ? placeBets.href : '', 'http://x').searchParams.get('rand'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('uses the app download URLs verbatim (decision appDownloadLinks)', () => {
    const administration = visibleMenu(FULL_ADMIN, 'SG', 'desktop', NOW, APP_URLS)[0];
    expect(administration?.items.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'download', id: 'androidApp', href: APP_URLS.downloadUrl }),
      expect.objectContaining({ kind: 'download', id: 'iosApp', href: APP_URLS.iosDownloadUrl }),
    ]);
    expect(downloadHref('androidApp', null)).toBeNull();
    expect(downloadHref('iosApp', { downloadUrl: 'a.apk', iosDownloadUrl: '' })).toBeNull();
  });

  it('makes Logout an action, not a link', () => {
    const options = visibleMenu(FULL_ADMIN, 'SG', 'desktop', NOW).at(-1);
    expect(options?.items.at(-1)).toEqual({ kind: 'action', id: 'logout', label: expect.anything() });
  });
});

describe('resolveReportPath (spec 02 §2.12)', () => {
  it.each([
    ['/report/{tt}full', 'TT', '/report/tt/full'],
    ['/report/{tt}full', 'SG', '/report/full'],
    ['/report/{tt}group', 'MG', '/report/group'],
    ['/report/{tt}strike', 'tt', '/report/strike'],
    ['/report/summary', 'TT', '/report/summary'],
    ['/{tt}report/{tt}stake', 'TT', '/tt/report/tt/stake'],
  ])('%s in %s -> %s', (path, location, resolved) => {
    expect(resolveReportPath(path, location)).toBe(resolved);
  });
});
