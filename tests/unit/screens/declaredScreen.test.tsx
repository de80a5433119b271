import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../../../contract/endpoint.ts';
import { betSummaryByType, type SummaryByTypeRow } from '../../../contract/betSummary.ts';
import { drawDates } from '../../../contract/draws.ts';
import { createFormFlows } from '../../../src/forms/formFlows.ts';
import type { FormDeclaration } from '../../../src/forms/formDeclaration.ts';
import { FormPage } from '../../../src/forms/FormPage.tsx';
import { DataScreenPage } from '../../../src/screens/DataScreenPage.tsx';
import type { ScreenDeclaration, ScreenView } from '../../../src/screens/declaration.ts';
import { defineOptionSource } from '../../../src/screens/optionSource.ts';
import { createScreenFlows } from '../../../src/screens/screenFlows.ts';
import { draw } from '../../model/drawSetting.events.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { makeClient, ok, type RecordedRequest } from '../api/fakeFetch.ts';

/**
 * A new data screen with a new dropdown source for its filter, and a row action opening a new form
 * fed by the same source, declared here and nowhere else (issue 19): the layer (src/screens,
 * src/forms) loads the source with the URL's parameters, opens on its default, shows the rows and
 * leads to the form, which loads the same list and saves for the row's user, with no change to it.
 */

const text = (value: string): MessageDescriptor => ({ id: value, message: value });
/** How long to wait for a page to settle: a first render on a loaded 2-core machine takes seconds. */
const SETTLED = { timeout: 15_000 };

// A new dropdown source: the location's draws, labelled by date and state.
const drawsWithState = defineOptionSource({
  id: 'drawsWithState',
  endpoint: drawDates,
  params: ['LocId'],
  option: (draw) => ({ value: String(draw.DrawId), label: `${draw.DrawDate} (${draw.Status})` }),
});

// A new write of the contract, for the form.
const saveNote = endpoint({
  method: 'PUT',
  path: 'member/note/:UserId',
  scope: 'auth',
  summary: "Note a member's draw",
  params: v.object({ UserId: v.string() }),
  body: v.object({ UserId: v.string(), DrawId: v.string(), Note: v.string() }),
  answer: v.null(),
});

const NOTE_PATH = '/admin/drawNote';

const drawNote: FormDeclaration = {
  id: 'drawNote',
  path: NOTE_PATH,
  title: text('Draw Note'),
  menuItem: 'betSummary',
  fields: [
    { name: 'DrawId', kind: 'dropdown', label: text('Draw'), source: drawsWithState, required: text('Choose a draw.') },
    { name: 'Note', kind: 'text', label: text('Note'), required: text('Write a note.') },
  ],
  save: { endpoint: saveNote, params: ['UserId'] },
  savedMessage: text('Note saved.'),
};

const byMember: ScreenView<SummaryByTypeRow> = {
  vw: 'BETSUMMARY',
  label: text('By member'),
  endpoints: { '4d': betSummaryByType },
  columns: [
    { id: 'UserId', header: text('Member'), kind: 'text', value: (row) => row.UserId },
    { id: 'CostCents', header: text('Cost'), kind: 'money', value: (row) => row.CostCents },
  ],
  rowKey: (row) => row.UserId,
  defaultSort: { by: 'UserId', direction: 'asc' },
  totals: ['CostCents'],
  example: { UserId: 'member1', UserName: '', BetType: 'straight', Tickets: 1, BigCents: 100, SmallCents: 0, TotoAmountCents: 0, CostCents: 100 },
  actions: [{ kind: 'link', id: 'note', label: text('Note'), to: (row) => ({ page: NOTE_PATH, changes: { UserId: row.UserId } }) }],
};

const drawNotes: ScreenDeclaration = {
  id: 'drawNotes',
  title: text('Draw Notes'),
  menuItem: 'betSummary',
  path: '/bet/drawNotes',
  filters: [{ kind: 'draw', options: drawsWithState, required: true, default: 'latest' }],
  views: [byMember as ScreenView<unknown>],
};

const DRAWS = [draw(9, '2026-11-25', 'drawn'), draw(8, '2026-11-22', 'finalised')];
const ROW = { UserId: 'member1', UserName: 'Member One', BetType: 'straight', Tickets: 4, BigCents: 300, SmallCents: 100, TotoAmountCents: 0, CostCents: 400 };

/** The reference API as far as these two pages need it. */
function respond(request: RecordedRequest) {
  const path = request.url.pathname;
  if (path.endsWith('/draw/dateAll')) return ok(DRAWS);
  if (path.endsWith('/betSummaryByType')) return ok({ Rows: [ROW], Total: 1, PageIndex: 1, PageSize: 100, Totals: { Tickets: 4, BigCents: 300, SmallCents: 100, TotoAmountCents: 0, CostCents: 400 } });
  return ok(null);
}

describe('a screen and a form declared in one file, with a new dropdown source', () => {
  it('loads the source for the URL, opens on its default, shows the rows, and its row action opens the form, which saves for that row', { timeout: 60_000 }, async () => {
    const client = makeClient(respond);
    const flows = () => ({ screens: createScreenFlows(client.api), forms: createFormFlows(client.api) });
    const listed = renderPage(<DataScreenPage screen={drawNotes} />, { path: '/bet/drawNotes?LocId=SG', flows });

    // The new source's list, asked with the URL's LocId, labelled its way; the required filter opens on its first option.
    const grid = await screen.findByRole('grid', { name: 'Draw Notes' }, SETTLED);
    const draws = client.requests.filter((request) => request.url.pathname.endsWith('/draw/dateAll'));
    expect(draws.length).toBeGreaterThan(0);
    for (const request of draws) expect([...request.url.searchParams]).toEqual([['LocId', 'SG']]);
    const dropdown = screen.getByRole('combobox', { name: 'Draw Date' }) as HTMLSelectElement;
    expect([...dropdown.options].filter((option) => option.value).map((option) => option.textContent)).toEqual(['2026-11-25 (drawn)', '2026-11-22 (finalised)']);
    expect(listed.location.history.at(-1)).toBe('/bet/drawNotes?LocId=SG&DrawId=9');
    const page = client.requests.find((request) => request.url.pathname.endsWith('/betSummaryByType'))!;
    expect(page.url.searchParams.get('DrawId')).toBe('9');

    // The row, and its action: a link to the form for the row's user, carrying the trail back.
    const row = within(grid.querySelectorAll('[role="row"]')[1] as HTMLElement);
    expect(row.getByText('member1')).toBeTruthy();
    expect(row.getByText('$4.00')).toBeTruthy();
    const href = row.getByRole('link', { name: 'Note' }).getAttribute('href')!;
    expect(href).toMatch(/^\/admin\/drawNote\?LocId=SG&DrawId=9&UserId=member1&trail=/);
    listed.cleanup();

    // The form at that link: the same source's list, the rules' messages, and a save for member1.
    renderPage(<FormPage form={drawNote} />, { path: href, flows });
    const choice = (await screen.findByLabelText('Draw', {}, SETTLED)) as HTMLSelectElement;
    await waitFor(() => expect([...choice.options].map((option) => option.textContent)).toEqual(['-- Select --', '2026-11-25 (drawn)', '2026-11-22 (finalised)']), SETTLED);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Write a note.')).toBeTruthy();
    await userEvent.selectOptions(choice, '8');
    await userEvent.type(screen.getByLabelText('Note'), 'Paid in cash');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Note saved.', {}, SETTLED);
    const saved = client.requests.find((request) => request.method === 'PUT')!;
    expect(saved.url.pathname).toBe('/api/v1/member/note/member1');
    expect(JSON.parse(saved.body)).toEqual({ LocId: 'SG', UserId: 'member1', DrawId: '8', Note: 'Paid in cash' });
  });
});
