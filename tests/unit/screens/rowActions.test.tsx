import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataScreenPage } from '../../../src/screens/DataScreenPage.tsx';
import { createScreenFlows } from '../../../src/screens/screenFlows.ts';
import { viewTickets } from '../../../src/screens/declarations/viewTickets.ts';
import { actionScreen } from '../../support/fixtures/actionScreen.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { jsonResponse, makeClient, ok, type RecordedRequest } from '../api/fakeFetch.ts';

const DRAWS = [
  { DrawId: 9, DrawDate: '2026-11-25' },
  { DrawId: 8, DrawDate: '2026-11-22' },
];
const ROW = { UserId: 'member1', UserName: 'Member One', BetType: 'straight', Tickets: 4, BigCents: 300, SmallCents: 100, TotoAmountCents: 0, CostCents: 400 };
const TOTALS = { Tickets: 4, BigCents: 300, SmallCents: 100, TotoAmountCents: 0, CostCents: 400 };
const forbidden = () => jsonResponse({ success: false, message: 'User agent2 is not in your downline.' }, 403, 'Forbidden');

/** The reference API as far as Bet Summary needs it; `inTree` answers the member-tree check. */
function server({ inTree = true, pageStatus = 200 }: { inTree?: boolean; pageStatus?: number } = {}) {
  return (request: RecordedRequest) => {
    const path = request.url.pathname;
    if (path.includes('/checkMemberAccess/')) return ok(inTree);
    if (path.endsWith('/bet/summary/drawDate')) return ok(DRAWS);
    if (path.endsWith('/bet/summary/userIds')) return ok([{ UserId: 'member1', UserName: 'Member One' }]);
    if (path.endsWith('/dMemberAllRole')) return ok([{ UserId: 'agent1', UserName: '', Role: 'AG', ParentId: null }]);
    if (path.endsWith('/betSummaryByType')) return pageStatus === 403 ? forbidden() : ok({ Rows: [ROW], Total: 1, PageIndex: 1, PageSize: 100, Totals: TOTALS });
    if (request.method === 'DELETE') return ok({ FileId: 4, TicketsDeleted: 4 });
    return ok(null);
  };
}

/** A data screen on the real edge (screen flows, API client) against the fake server. */
function open(path: string, respond = server()) {
  const client = makeClient(respond);
  const page = renderPage(<DataScreenPage screen={actionScreen} />, { path, flows: () => ({ screens: createScreenFlows(client.api) }) });
  const calls = (ending: string, method = 'GET') => client.requests.filter((request) => request.method === method && request.url.pathname.endsWith(ending)).length;
  return { ...page, client, calls };
}

const firstRow = async () => within((await screen.findByRole('grid', { name: 'Bet Summary' })).querySelectorAll('[role="row"]')[1] as HTMLElement);

describe('row actions of a declaration (tests/support/fixtures/actionScreen.ts), on the real edge', () => {
  it('a delete asks first, calls its contract write, clears the 3-minute cache and loads the rows again', async () => {
    const page = open('/bet/betSummary?LocId=SG&DrawId=9');
    const row = await firstRow();
    expect(page.calls('/bet/summary/drawDate')).toBe(1);
    expect(row.getByRole('link', { name: 'Edit' }).getAttribute('href')).toMatch(/^\/control\/payRate\?LocId=SG&DrawId=9&UserId=member1&trail=/);

    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText('Delete the bets of member1?')).toBeTruthy();
    expect(page.calls('/files/4', 'DELETE')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(page.calls('/betSummaryByType')).toBe(2));
    expect(page.calls('/files/4', 'DELETE')).toBe(1);
    // The draw list was cached; the write cleared the cache, so the reload asked again.
    expect(page.calls('/bet/summary/drawDate')).toBe(2);
    await firstRow();
    page.cleanup();
  });

  it('Cancel keeps the row and writes nothing', async () => {
    const page = open('/bet/betSummary?LocId=SG&DrawId=9');
    await userEvent.click((await firstRow()).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.client.requests.some((request) => request.method !== 'GET')).toBe(false);
    page.cleanup();
  });
});

describe('refusal is a state: Unauthorized Access, no rows, no filters, no Try again', () => {
  const refused = async () => {
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized Access');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  };

  it('from the member-tree check: the page call is never made', async () => {
    const page = open('/bet/betSummary?LocId=SG&DrawId=9&UserId=agent2', server({ inTree: false }));
    await refused();
    expect(page.calls('/checkMemberAccess/agent2')).toBe(1);
    expect(page.calls('/betSummaryByType')).toBe(0);
    page.cleanup();
  });

  it("from the server's 403, whatever its message says", async () => {
    const page = open('/bet/betSummary?LocId=SG&DrawId=9&UserId=member1', server({ pageStatus: 403 }));
    await refused();
    expect(screen.queryByText('User agent2 is not in your downline.')).toBeNull();
    page.cleanup();
  });
});

describe('a required filter with a default opens with it', () => {
  it('Bet Summary without a draw goes (replacing the entry) to the latest draw with bets and shows its rows', async () => {
    const page = open('/bet/betSummary?LocId=SG&rand=5');
    await firstRow();
    expect(page.location.history.at(-1)).toBe('/bet/betSummary?LocId=SG&DrawId=9');
    expect(page.location.history).not.toContain('/bet/betSummary?LocId=SG&rand=5');
    expect(screen.queryByText('Choose the filters above to see the rows.')).toBeNull();
    page.cleanup();
  });
});

describe('the breadcrumb across screens', () => {
  it('shows every step back to the first screen, each a link to exactly the URL it was', async () => {
    const summary = '/bet/betSummary?LocId=SG&DrawId=9&SortBy=Tickets&SortDir=desc';
    const client = makeClient((request) => {
      if (request.url.pathname.includes('/checkMemberAccess/')) return ok(true);
      if (request.url.pathname.endsWith('/dMemberAllRole')) return ok([{ UserId: 'agent1', UserName: '', Role: 'AG', ParentId: null }, { UserId: 'member1', UserName: '', Role: 'MEM', ParentId: 'agent1' }]);
      if (request.url.pathname.endsWith('/bet/page2')) return ok({ Rows: [], Total: 0, PageIndex: 1, PageSize: 100, Totals: TOTALS });
      return ok([]);
    });
    const page = renderPage(<DataScreenPage screen={viewTickets} />, {
      path: `/tickets/page?LocId=SG&DrawId=9&UserId=member1&trail=${encodeURIComponent(summary)}`,
      flows: () => ({ screens: createScreenFlows(client.api) }),
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await screen.findByText('No data.', { selector: 'p' });
    await waitFor(() => expect(within(crumbs).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bet Summary', 'View Tickets', 'member1']));
    expect(within(crumbs).getByRole('link', { name: 'Bet Summary' }).getAttribute('href')).toBe(summary);
    expect(within(crumbs).getByRole('link', { name: 'View Tickets' }).getAttribute('href')).toBe(`/tickets/page?LocId=SG&DrawId=9&trail=${encodeURIComponent(summary).replaceAll('%20', '+')}`);
    page.cleanup();
  });
});
