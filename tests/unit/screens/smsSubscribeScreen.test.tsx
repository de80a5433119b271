import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataScreenPage } from '../../../src/screens/DataScreenPage.tsx';
import { createScreenFlows } from '../../../src/screens/screenFlows.ts';
import { smsSubscribeScreen } from '../../../src/screens/declarations/smsSubscribe.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { makeClient, ok, type RecordedRequest } from '../api/fakeFetch.ts';

/**
 * SMS Subscribe on the real edge against a fake server: a row offers Subscribe or Unsubscribe by its
 * state (a row write's `when`), "Subscribe all" sends the rows shown that are not subscribed (a page
 * write), "Unsubscribe all" asks first, and a user without a number says it gets nothing.
 */
const row = (UserId: string, Subscribed: boolean, HasMobile: boolean) => ({
  UserId, UserName: '', Role: UserId.startsWith('agent') ? 'AG' : 'MEM', ParentId: 'agent1', Rank: 2, LocId: 'SG', Kind: 'result',
  HasMobile, BotLinked: false, Subscribed, SubscribedBy: Subscribed ? 'agent1' : null,
});
const ROWS = [row('agent1', false, false), row('member1', true, true), row('member2', false, false)];

function open(rows = ROWS) {
  const client = makeClient((request: RecordedRequest) => {
    const path = request.url.pathname;
    if (path.endsWith('/dMemberAllRole')) return ok([{ UserId: 'agent1', UserName: '', Role: 'AG', ParentId: null }]);
    if (path.endsWith('/mSMSSubscribeTree')) return ok({ Rows: rows, Total: rows.length, PageIndex: 1, PageSize: 10000, Totals: { Users: rows.length, Subscribed: 1, NoNumber: 2 } });
    if (path.endsWith('/insertMultiSMSSubscribe')) return ok({ Subscribed: [], Already: [] });
    if (path.endsWith('/SMSSubscribe')) return ok({ Unsubscribed: [] });
    return ok(null);
  });
  const page = renderPage(<DataScreenPage screen={smsSubscribeScreen} />, { path: '/sms/smsSubscribe?LocId=SG', flows: () => ({ screens: createScreenFlows(client.api) }) });
  const writes = (ending: string, method: string) => client.requests.filter((request) => request.method === method && request.url.pathname.endsWith(ending));
  return { ...page, writes };
}

const rowOf = async (userId: string) => {
  const grid = await screen.findByRole('grid', { name: 'SMS Subscribe' });
  const found = [...grid.querySelectorAll('[role="row"]')].find((candidate) => candidate.textContent?.includes(userId));
  return within(found as HTMLElement);
};

describe('SMS Subscribe', () => {
  it('offers Subscribe on a row not subscribed and Unsubscribe on one that is, and says who has no number', async () => {
    const page = open();
    const member1 = await rowOf('member1');
    expect(member1.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(member1.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    const member2 = await rowOf('member2');
    expect(member2.getByText('No number: it gets nothing')).toBeTruthy();
    await userEvent.click(member2.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(page.writes('/insertMultiSMSSubscribe', 'POST')).toHaveLength(1));
    expect(JSON.parse(page.writes('/insertMultiSMSSubscribe', 'POST')[0]!.body)).toMatchObject({ LocId: 'SG', Kind: 'result', UserIds: ['member2'] });
    page.cleanup();
  });

  it('Subscribe all sends every row shown that is not subscribed yet', async () => {
    const page = open();
    await rowOf('member1');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe all' }));
    await waitFor(() => expect(page.writes('/insertMultiSMSSubscribe', 'POST')).toHaveLength(1));
    expect(JSON.parse(page.writes('/insertMultiSMSSubscribe', 'POST')[0]!.body)).toMatchObject({ Kind: 'result', UserIds: ['agent1', 'member2'] });
    page.cleanup();
  });

  it('Unsubscribe all asks first, then sends the subscribed rows; a page with none subscribed does not offer it', async () => {
    const page = open();
    await rowOf('member1');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe all' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe all' });
    expect(within(dialog).getByText('Unsubscribe every user shown (1)?')).toBeTruthy();
    expect(page.writes('/SMSSubscribe', 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe all' }));
    await waitFor(() => expect(page.writes('/SMSSubscribe', 'DELETE')).toHaveLength(1));
    expect(JSON.parse(page.writes('/SMSSubscribe', 'DELETE')[0]!.body)).toEqual({ LocId: 'SG', Kind: 'result', UserIds: ['member1'] });
    page.cleanup();

    const none = open([row('member2', false, false)]);
    await rowOf('member2');
    expect(screen.queryByRole('button', { name: 'Unsubscribe all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe all' })).toBeTruthy();
    none.cleanup();
  });
});
