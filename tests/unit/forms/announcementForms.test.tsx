import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcements } from '../../../contract/common.ts';
import { announcementById, deleteAnnouncement, saveAnnouncement, type AnnouncementRow } from '../../../contract/announcements.ts';
import { announcementAdd } from '../../../src/forms/declarations/announcementAdd.ts';
import { announcementEdit } from '../../../src/forms/declarations/announcementEdit.ts';
import type { FormDeclaration } from '../../../src/forms/formDeclaration.ts';
import { openForm } from '../../support/openForm.tsx';
import { announcementSettingScreen } from '../../../src/screens/declarations/announcementSetting.ts';
import { ANNOUNCEMENT_ADD_PATH, ANNOUNCEMENT_EDIT_PATH } from '../../../src/screens/announcementPaths.ts';
import { makeClient, ok } from '../api/fakeFetch.ts';

/**
 * Announcement Setting's declarations (issue 23; /control/announcement): the form previews the HTML as
 * Home will show it (sanitised, on the chosen colour) while it is typed, checks the colour, and sends
 * the contract's shapes; Edit saves under the URL's AnnouncementId; the rows lead to Edit and Delete.
 */

const LOADED = { AnnouncementId: 9, Content: '<p>Old <b>news</b></p>', Color: '#E8F4FF', PopUp: 'Y' as const };

const user = () => userEvent.setup();
const open = (form: FormDeclaration, path: string) => ({ calls: openForm(form, path, LOADED) });

describe('Announcement Setting forms', () => {
  it('Add previews the HTML sanitised on its colour as it is typed, refuses a bad colour, then sends Content, Color and PopUp', async () => {
    const { calls } = open(announcementAdd, `${ANNOUNCEMENT_ADD_PATH}?LocId=SG`);
    const content = await screen.findByLabelText('Content (HTML)');
    // user-event reads { and [ as keys: paste the markup as it would be.
    await user().click(content);
    await user().paste('<b>Draw</b> at 6.30 pm<img src=x onerror=alert(1)><script>alert(2)</script>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('b')?.textContent).toBe('Draw');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(preview.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(preview.querySelector('script')).toBeNull();

    const colour = screen.getByLabelText('Background Colour');
    await user().type(colour, 'red');
    await user().tab();
    expect(screen.getByText('Choose a colour: # and six hexadecimal digits, e.g. #FFF4D6.')).toBeTruthy();
    expect(preview.style.background).toBe('');
    await user().clear(colour);
    await user().type(colour, '#FFF4D6');
    expect(preview.style.background).toBe('rgb(255, 244, 214)');

    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Choose whether it pops up.')).toBeTruthy();
    expect(calls).toEqual([]);
    await user().selectOptions(screen.getByLabelText('Pop Up on Home'), 'Y');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Announcement saved.');
    expect(calls.map((call) => [call.endpoint, call.input.body])).toEqual([
      [saveAnnouncement, { Content: '<b>Draw</b> at 6.30 pm<img src=x onerror=alert(1)><script>alert(2)</script>', Color: '#FFF4D6', PopUp: 'Y' }],
    ]);
  });

  it('Add refuses an empty content and sends no colour when none is chosen', async () => {
    const { calls } = open(announcementAdd, `${ANNOUNCEMENT_ADD_PATH}?LocId=SG`);
    await user().selectOptions(await screen.findByLabelText('Pop Up on Home'), 'N');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Write the announcement.')).toBeTruthy();
    await user().type(screen.getByLabelText('Content (HTML)'), 'Closed on Monday');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Announcement saved.');
    expect(calls.at(-1)?.input.body).toEqual({ Content: 'Closed on Monday', PopUp: 'N' });
  });

  it('Edit loads the announcement of the URL, previews it, and saves it under its AnnouncementId', async () => {
    const { calls } = open(announcementEdit, `${ANNOUNCEMENT_EDIT_PATH}?LocId=SG&AnnouncementId=9`);
    const content = (await screen.findByDisplayValue('<p>Old <b>news</b></p>')) as HTMLTextAreaElement;
    expect(calls[0]).toMatchObject({ endpoint: announcementById, input: { params: { AnnouncementId: '9' } } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('b')?.textContent).toBe('news');
    expect(preview.style.background).toBe('rgb(232, 244, 255)');
    await user().clear(content);
    await user().type(content, 'New');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Announcement saved.');
    expect(calls.at(-1)).toEqual({
      endpoint: saveAnnouncement,
      input: { params: { AnnouncementId: '9' }, body: { AnnouncementId: '9', Content: 'New', Color: '#E8F4FF', PopUp: 'Y' } },
    });
  });

  it("the screen's rows lead to Edit with their AnnouncementId and delete by id, and show the text without markup", () => {
    const view = announcementSettingScreen.views[0];
    const row: AnnouncementRow = { AnnouncementId: 4, LocId: 'SG', Content: '<p><b>Draw</b> at <i>6.30</i></p><script>x</script>', Color: null, PopUp: 'N', CreatedAt: '2026-11-25T03:00:00Z' };
    const [edit, remove] = view.actions!;
    expect(edit!.kind === 'link' && edit!.to(row)).toEqual({ page: ANNOUNCEMENT_EDIT_PATH, changes: { AnnouncementId: '4' } });
    expect(remove!.kind === 'write' && remove!.call(row)).toEqual({ endpoint: deleteAnnouncement, input: { params: { AnnouncementId: 4 } } });
    expect(view.columns.find((column) => column.id === 'Content')!.value(row)).toBe('Draw at 6.30');
  });
});

describe("a write clears the client's 3-minute cache of announcements", () => {
  it.each([
    ['POST announcements', saveAnnouncement, { body: { LocId: 'SG', Content: '<p>New</p>', PopUp: 'N' } }],
    ['DELETE announcements/{id}', deleteAnnouncement, { params: { AnnouncementId: 4 } }],
  ] as const)('%s: the next GET announcements asks the server again', async (_name, write, input) => {
    let gets = 0;
    const { api, requests } = makeClient((request) => {
      if (request.method !== 'GET') return ok({ AnnouncementId: 4, Content: '<p>New</p>', Color: null, PopUp: 'N' });
      gets += 1;
      return ok([{ AnnouncementId: gets, Content: `<p>${gets}</p>`, Color: null, PopUp: 'N' }]);
    });
    const read = () => api.call(announcements, { query: { LocId: 'SG' } });
    expect((await read())[0]!.AnnouncementId).toBe(1);
    expect((await read())[0]!.AnnouncementId).toBe(1);
    await api.call(write as typeof saveAnnouncement, input as never);
    expect((await read())[0]!.AnnouncementId).toBe(2);
    expect(requests.map((r) => r.method)).toEqual(['GET', write.method, 'GET']);
  });
});
