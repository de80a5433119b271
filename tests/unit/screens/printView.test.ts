import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { auditLog } from '../../../src/screens/declarations/auditLog.ts';
import { betSummary } from '../../../src/screens/declarations/betSummary.ts';
import { fetchPrintPage, loadPrint } from '../../../src/screens/print/loadPrint.ts';
import { printCaption } from '../../../src/screens/print/printCaption.ts';
import { isPrintRequest, pageRequest, printHref, PRINT_PAGE_SIZE } from '../../../src/screens/print/printRequest.ts';

const text = (value: string | MessageDescriptor) => (typeof value === 'string' ? value : value.message);
const captionOf = (...args: Parameters<typeof printCaption>) => printCaption(...args).map((part) => `${text(part.label)}: ${text(part.value)}`);

describe('the print view URL', () => {
  it('is the screen URL with the print flag, from the first row (the page it was on dropped)', () => {
    const href = printHref('/bet/betSummary?LocId=SG&DrawId=7&PageIndex=3&SortBy=CostCents&SortDir=desc&rand=99');
    expect(href).toBe('/bet/betSummary?LocId=SG&DrawId=7&SortBy=CostCents&SortDir=desc&Print=1');
    expect(isPrintRequest(href.split('?')[1]!)).toBe(true);
    expect(isPrintRequest('LocId=SG&DrawId=7')).toBe(false);
  });

  it('reads the query page by page, with the screen’s filters and sort and without the flag', () => {
    expect(pageRequest('/bet/betSummary?LocId=SG&DrawId=7&SortBy=CostCents&Print=1', 3, 2000)).toBe(
      '/bet/betSummary?LocId=SG&DrawId=7&SortBy=CostCents&PageSize=2000&PageIndex=3',
    );
  });
});

describe('the print caption', () => {
  it('names the view, the draw by its date and the user by its label', () => {
    const url = parseScreenUrl('/bet/betSummary?LocId=SG&DrawId=7&UserId=agent1&VW=RPTSUM&Print=1');
    const options = {
      betSummaryDrawDates: [{ DrawId: 7, DrawDate: '2026-11-22' }],
      betSummaryUsers: [{ UserId: 'agent1', UserName: 'Agent One' }],
    };
    const caption = captionOf(betSummary, url, options);
    expect(caption[0]).toBe('View: By Bet Type');
    expect(caption).toContain('Draw Date: 2026-11-22');
    expect(caption.find((part) => part.startsWith('User: '))).toMatch(/^User: .*agent1/);
  });

  it('names a date range and a free text, and nothing the URL leaves out', () => {
    const url = parseScreenUrl('/utilities/auditLog?DateFrom=2026-11-01&DateTo=2026-11-02&Action=bet&Print=1');
    expect(captionOf(auditLog, url, {})).toEqual(['Action: bet', 'Date From: 2026-11-01', 'Date To: 2026-11-02']);
  });
});

/** An API client answering the calls by path: pages of a 5-row query, and the member check. */
function fakeApi(rows: number, allowed = true) {
  const asked: { path: string; query?: Record<string, string> }[] = [];
  const all = Array.from({ length: rows }, (_, i) => ({ UserId: `u${i + 1}` }));
  const api = {
    call: async (endpoint: { path: string }, input?: { query?: Record<string, string>; params?: Record<string, string> }) => {
      asked.push({ path: endpoint.path, query: input?.query });
      if (endpoint.path.startsWith('checkMemberAccess')) return allowed;
      if (endpoint.path === 'betSummaryByType') {
        const size = Number(input?.query?.PageSize);
        const index = Number(input?.query?.PageIndex);
        return { Rows: all.slice((index - 1) * size, index * size), Total: rows, PageIndex: index, PageSize: size, Totals: { CostCents: 5 } };
      }
      return [];
    },
  } as unknown as ApiClient;
  return { api, asked };
}

describe('the print view’s reading of the whole query', () => {
  it('asks the first page in pages of PRINT_PAGE_SIZE, then any page after it', async () => {
    const { api, asked } = fakeApi(5);
    const first = await loadPrint(api, betSummary)('/bet/betSummary?LocId=SG&DrawId=7&PageIndex=4&PageSize=100&Print=1');
    expect(first.page?.Rows).toHaveLength(5);
    expect(first.page?.PageSize).toBe(PRINT_PAGE_SIZE);
    const pageCall = asked.find((call) => call.path === 'betSummaryByType')!;
    expect(pageCall.query).toMatchObject({ DrawId: '7', LocId: 'SG', PageIndex: '1', PageSize: String(PRINT_PAGE_SIZE) });
    expect(pageCall.query).not.toHaveProperty('Print');
    const second = await fetchPrintPage(api, betSummary)({ request: '/bet/betSummary?LocId=SG&DrawId=7&Print=1', pageIndex: 2, pageSize: 2 });
    expect(second.Rows).toEqual([{ UserId: 'u3' }, { UserId: 'u4' }]);
  });

  it('is refused for a member outside the tree, and asks no page', async () => {
    const { api, asked } = fakeApi(5, false);
    expect(await loadPrint(api, betSummary)('/bet/betSummary?LocId=SG&DrawId=7&UserId=agent2&Print=1')).toMatchObject({ refused: true, page: null });
    expect(asked.some((call) => call.path === 'betSummaryByType')).toBe(false);
  });

  it('prints nothing while a required filter is missing', async () => {
    const { api } = fakeApi(5);
    expect((await loadPrint(api, betSummary)('/bet/betSummary?LocId=SG&Print=1')).page).toBeNull();
  });
});
