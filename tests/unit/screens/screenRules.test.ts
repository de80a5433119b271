import { describe, expect, it } from 'vitest';
import { formatScreenUrl, parseScreenUrl, withChanges } from '../../../machines/rules/screenUrl.ts';
import { betSummary } from '../../../src/screens/declarations/betSummary.ts';
import { historyTickets } from '../../../src/screens/declarations/historyTickets.ts';
import { searchTickets } from '../../../src/screens/declarations/searchTickets.ts';
import { defaultsOf, drillHref, gameOf, isComplete, optionSourcesOf, queryOf, screenPaths, sortOf, viewOf } from '../../../src/screens/screenQuery.ts';
import { drawResult } from '../../../src/screens/declarations/drawResult.ts';
import { betsInScreen } from '../../../src/screens/declarations/betsIn.ts';
import { betsOutScreen } from '../../../src/screens/declarations/betsOut.ts';
import { fullReport } from '../../../src/screens/declarations/fullReport.ts';
import { leaveTo, MAX_TRAIL_STEPS, trailOf, trailSteps } from '../../../machines/rules/screenTrail.ts';
import { userTrail } from '../../../src/screens/userTrail.ts';
import { ticketSearch } from '../../../contract/ticketSearch.ts';

const url = (text: string) => parseScreenUrl(text);
const changed = (text: string, changes: Record<string, string | null>, path?: string) => formatScreenUrl(withChanges(url(text), changes, path));

describe('the screen URL is the state (machines/rules/screenUrl.ts)', () => {
  it('a filter change goes back to the first page and drops the reload stamp', () => {
    expect(changed('/tickets/search?LocId=SG&PageIndex=3&rand=99&txtSearch=12', { DrawId: '7' })).toBe('/tickets/search?LocId=SG&txtSearch=12&DrawId=7');
  });
  it('a page change keeps the filters', () => {
    expect(changed('/tickets/search?LocId=SG&txtSearch=12&PageIndex=1', { PageIndex: '2' })).toBe('/tickets/search?LocId=SG&txtSearch=12&PageIndex=2');
  });
  it('null and empty remove a parameter; a path goes to another screen', () => {
    expect(changed('/bet/betSummary?LocId=SG&UserId=agent3', { UserId: null })).toBe('/bet/betSummary?LocId=SG');
    expect(changed('/bet/betSummary?LocId=SG&DrawId=7', { UserId: 'member1' }, '/tickets/page')).toBe('/tickets/page?LocId=SG&DrawId=7&UserId=member1');
  });
  it('reads back what it writes', () => {
    const text = '/tickets/history?LocId=TT&DrawFrom=2026-11-01&DrawTo=2026-11-30&SortDir=descend';
    expect(formatScreenUrl(parseScreenUrl(text))).toBe(text);
  });
});

describe('what a URL asks of a declaration (src/screens/screenQuery.ts)', () => {
  it('VW chooses the view by its attribute; an old code still does; an unknown or absent VW gives the default one', () => {
    expect(viewOf(betSummary, url('/bet/betSummary?VW=BETSUMMARY2')).vw).toBe('BETSUMMARY2');
    expect(viewOf(betSummary, url('/bet/betSummary?VW=RPTSUM')).vw).toBe('RPTSUM');
    // Links written before the views were named by attribute (issue 13).
    expect(viewOf(betSummary, url('/bet/betSummary?VW=SHARE')).vw).toBe('BETSUMMARY2');
    expect(viewOf(betSummary, url('/bet/betSummary?VW=TYPE')).vw).toBe('RPTSUM');
    expect(viewOf(betSummary, url('/bet/betSummary?VW=nonsense')).vw).toBe('BETSUMMARY');
    expect(viewOf(betSummary, url('/bet/betSummary')).vw).toBe('BETSUMMARY');
    expect(viewOf(searchTickets, url('/tickets/search')).vw).toBe('TICKETSEARCH');
  });
  it('TT is the tt/ game, every other location 4d/; {tt} paths follow', () => {
    expect(gameOf('TT')).toBe('tt');
    expect(gameOf('MG')).toBe('4d');
    expect(screenPaths(drawResult).sort()).toEqual(['/report/drawResult', '/report/tt/drawResult']);
    expect(screenPaths(betSummary)).toEqual(['/bet/betSummary']);
  });
  it('required filters: a draw for Bet Summary, both dates for History Tickets', () => {
    expect(isComplete(betSummary, url('/bet/betSummary?LocId=SG'))).toBe(false);
    expect(isComplete(betSummary, url('/bet/betSummary?DrawId=7'))).toBe(true);
    expect(isComplete(historyTickets, url('/tickets/history?DrawFrom=2026-11-01'))).toBe(false);
    expect(isComplete(historyTickets, url('/tickets/history?DrawFrom=2026-11-01&DrawTo=2026-11-02'))).toBe(true);
  });
  it('the query carries the parameters the call takes, as written, and nothing else', () => {
    const query = queryOf(ticketSearch, url('/tickets/search?LocId=SG&VW=TICKETSEARCH&rand=5&txtSearch=12&PageIndex=2&SortDir=ascend&Format=csv'));
    expect(query).toEqual({ LocId: 'SG', txtSearch: '12', PageIndex: '2', SortDir: 'ascend' });
  });
  it('the sort shown reads both spellings, else the view default', () => {
    const view = viewOf(searchTickets, url('/tickets/search'));
    expect(sortOf(view, url('/tickets/search?SortBy=Number&SortDir=ascend'))).toEqual({ by: 'Number', direction: 'asc' });
    expect(sortOf(view, url('/tickets/search'))).toEqual({ by: 'CreatedDate', direction: 'desc' });
  });
  it('loads the member tree for the breadcrumb once the URL names a user', () => {
    const ids = (path: string) => optionSourcesOf(betSummary, url(path)).map((source) => source.id);
    expect(ids('/bet/betSummary?DrawId=7')).toEqual(['betSummaryDrawDates', 'betSummaryUsers']);
    expect(ids('/bet/betSummary?DrawId=7&UserId=agent3')).toContain('memberTree');
  });
});

describe('the drill-down trail (src/screens/userTrail.ts)', () => {
  const tree = [
    { UserId: 'admin', UserName: '', Role: 'ADMIN' as const, ParentId: null },
    { UserId: 'agent2', UserName: '', Role: 'AG' as const, ParentId: 'admin' },
    { UserId: 'agent3', UserName: '', Role: 'AG' as const, ParentId: 'agent2' },
    { UserId: 'member4', UserName: '', Role: 'MEM' as const, ParentId: 'agent3' },
  ];
  it('runs from the top of the tree down to the user', () => {
    expect(userTrail(tree, 'member4')).toEqual(['admin', 'agent2', 'agent3', 'member4']);
    expect(userTrail(tree, 'AGENT3')).toEqual(['admin', 'agent2', 'agent3']);
  });
  it('is the user alone when the tree does not hold it', () => {
    expect(userTrail(tree, 'stranger')).toEqual(['stranger']);
  });
});

describe('the trail across screens (machines/rules/screenTrail.ts)', () => {
  const summary = '/bet/betSummary?LocId=SG&DrawId=7&SortBy=Tickets&SortDir=desc&PageIndex=2';
  it('a drill-down to another screen carries the rows’ parameters, not how they were shown, and adds this screen to the trail', () => {
    const tickets = leaveTo(url(summary), '/tickets/page', { UserId: 'member1' });
    expect(tickets.path).toBe('/tickets/page');
    expect(Object.fromEntries(tickets.params)).toEqual({ LocId: 'SG', DrawId: '7', UserId: 'member1', trail: summary });
    expect(trailOf(tickets)).toEqual([summary]);
  });
  it('each step goes back to exactly the URL it was, carrying the steps before it; the trail survives a round trip through the address bar', () => {
    const second = leaveTo(url('/bet/betSummary?LocId=SG&DrawId=7&UserId=agent3'), '/bet/betSummary', { UserId: 'member4' });
    const third = formatScreenUrl(leaveTo(second, '/tickets/page', { UserId: 'member4' }));
    const pasted = url(new URL(third, 'http://x').pathname + new URL(third, 'http://x').search);
    const steps = trailSteps(pasted);
    expect(steps.map((step) => step.href)).toEqual([
      '/bet/betSummary?LocId=SG&DrawId=7&UserId=agent3',
      `/bet/betSummary?LocId=SG&DrawId=7&UserId=member4&trail=${encodeURIComponent('/bet/betSummary?LocId=SG&DrawId=7&UserId=agent3').replaceAll('%20', '+')}`,
    ]);
  });
  it('a filter change on the screen keeps its trail', () => {
    const tickets = leaveTo(url(summary), '/tickets/page', { UserId: 'member1' });
    expect(trailOf(withChanges(tickets, { PageIndex: '3' }))).toEqual([summary]);
  });
  it('is bounded: the oldest steps go first', () => {
    let at = url('/bet/betSummary?DrawId=1');
    for (let step = 2; step <= MAX_TRAIL_STEPS + 3; step += 1) at = leaveTo(at, '/bet/betSummary', { DrawId: String(step) });
    const trail = trailOf(at);
    expect(trail).toHaveLength(MAX_TRAIL_STEPS);
    expect(trail.at(-1)).toContain(`DrawId=${MAX_TRAIL_STEPS + 2}`);
    const long = leaveTo(url(`/tickets/search?txtSearch=${'9'.repeat(3000)}`), '/tickets/page', {});
    expect(trailOf(long)).toEqual([]);
  });
  it('a declared drill-down to another screen takes that screen’s path from its menu entry at the location', () => {
    expect(drillHref(url('/bet/betSummary?LocId=SG&DrawId=7'), { screen: 'drawResultReport', changes: {} }, 'TT')).toMatch(/^\/report\/tt\/drawResult\?LocId=SG&DrawId=7&trail=/);
    expect(drillHref(url('/bet/betSummary?LocId=SG&DrawId=7'), { changes: { UserId: 'agent3' } }, 'SG')).toBe('/bet/betSummary?LocId=SG&DrawId=7&UserId=agent3');
  });
});

describe('a required filter with a default opens with it (src/screens/screenQuery.ts defaultsOf)', () => {
  const draws = [
    { DrawId: 9, DrawDate: '2026-11-25' },
    { DrawId: 8, DrawDate: '2026-11-22' },
  ];
  it('Bet Summary takes the latest draw with bets', () => {
    expect(defaultsOf(betSummary, url('/bet/betSummary?LocId=SG'), { betSummaryDrawDates: draws })).toEqual({ DrawId: '9' });
    expect(defaultsOf(betSummary, url('/bet/betSummary?LocId=SG'), { betSummaryDrawDates: [] })).toEqual({});
    expect(defaultsOf(betSummary, url('/bet/betSummary?DrawId=8'), { betSummaryDrawDates: draws })).toEqual({});
  });
  it('History Tickets (ViewDay=1 from the menu) takes the latest draw day, and asks for its list only while the range is missing', () => {
    expect(defaultsOf(historyTickets, url('/tickets/history?LocId=SG&ViewDay=1'), { betSummaryDrawDays: draws })).toEqual({ DrawFrom: '2026-11-25', DrawTo: '2026-11-25' });
    const ids = (path: string) => optionSourcesOf(historyTickets, url(path)).map((source) => source.id);
    expect(ids('/tickets/history?ViewDay=1')).toContain('betSummaryDrawDays');
    expect(ids('/tickets/history?DrawFrom=2026-11-01&DrawTo=2026-11-02')).not.toContain('betSummaryDrawDays');
  });  it('Bets In and Bets Out open on the next open draw: the oldest open one of the newest-first list, else the newest', () => {
    const calendar = [
      { DrawId: 12, DrawDate: '2026-12-02', Status: 'open' },
      { DrawId: 11, DrawDate: '2026-11-29', Status: 'open' },
      { DrawId: 10, DrawDate: '2026-11-28', Status: 'closed' },
      { DrawId: 9, DrawDate: '2026-11-25', Status: 'finalised' },
    ];
    expect(defaultsOf(betsInScreen, url('/outset/betsIn?Choice=1'), { openDrawDates: calendar })).toEqual({ DrawId: '11' });
    expect(defaultsOf(betsOutScreen, url('/outset/betsIn?Choice=2'), { openDrawDates: calendar.slice(2) })).toEqual({ DrawId: '10' });
    expect(defaultsOf(betsInScreen, url('/outset/betsIn?Choice=1&DrawId=9'), { openDrawDates: calendar })).toEqual({});
  });
  it('the Full report opens on the latest settled draw day (reportDate2), none without one', () => {
    const days = [{ DrawDate: '2026-11-25' }, { DrawDate: '2026-11-22' }];
    expect(defaultsOf(fullReport, url('/report/full?LocId=SG'), { reportDays: days })).toEqual({ DrawFrom: '2026-11-25', DrawTo: '2026-11-25' });
    expect(defaultsOf(fullReport, url('/report/full?LocId=SG'), { reportDays: [] })).toEqual({});
    expect(defaultsOf(fullReport, url('/report/full?DrawFrom=2026-11-01&DrawTo=2026-11-30'), { reportDays: days })).toEqual({});
  });
});
