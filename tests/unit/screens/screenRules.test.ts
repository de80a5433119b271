import { describe, expect, it } from 'vitest';
import { formatScreenUrl, parseScreenUrl, withChanges } from '../../../machines/rules/screenUrl.ts';
import { betSummary } from '../../../src/screens/declarations/betSummary.ts';
import { historyTickets } from '../../../src/screens/declarations/historyTickets.ts';
import { searchTickets } from '../../../src/screens/declarations/searchTickets.ts';
import { gameOf, isComplete, optionSourcesOf, queryOf, resolveScreenPath, sortOf, viewOf } from '../../../src/screens/screenQuery.ts';
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
    expect(resolveScreenPath('/report/{tt}full', 'tt')).toBe('/report/tt/full');
    expect(resolveScreenPath('/report/{tt}full', '4d')).toBe('/report/full');
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
    expect(optionSourcesOf(betSummary, url('/bet/betSummary?DrawId=7'))).toEqual(['betSummaryDrawDates', 'betSummaryUsers']);
    expect(optionSourcesOf(betSummary, url('/bet/betSummary?DrawId=7&UserId=agent3'))).toContain('memberTree');
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
