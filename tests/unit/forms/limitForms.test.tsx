import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLimit, deleteLimit, limitById, updateLimit, type LimitRow } from '../../../contract/limits.ts';
import { limitAdd } from '../../../src/forms/declarations/limitAdd.ts';
import { limitEdit } from '../../../src/forms/declarations/limitEdit.ts';
import type { FormDeclaration } from '../../../src/forms/formDeclaration.ts';
import { openForm } from '../../support/openForm.tsx';
import { limitSettingScreen } from '../../../src/screens/declarations/limitSetting.ts';
import { LIMIT_ADD_PATH, LIMIT_EDIT_PATH } from '../../../src/screens/limitSettingPaths.ts';

/**
 * Limit Setting's declarations (issue 21; /control/limitSetting, TT): the add and edit forms check the
 * server's rules as one types and send the contract's shapes (cents, the mode, the URL's LimitId);
 * the screen's rows lead to the edit form and delete by id.
 */

const ROW: LimitRow = { LimitId: 7, UserId: 'ttagent', Number: '1234', MaxCents: 5_000, Mode: 'refuse', UpdatedDate: '2026-11-25T03:00:00Z' };

const user = () => userEvent.setup();
const open = (form: FormDeclaration, path: string) => ({ calls: openForm(form, path, ROW) });

describe('Limit Setting forms', () => {
  it('Add Limit refuses a number of other than 4 digits and an empty choice, then sends cents and the mode', async () => {
    const { calls } = open(limitAdd, `${LIMIT_ADD_PATH}?LocId=TT`);
    const number = await screen.findByLabelText('Number');
    await user().type(number, '12a');
    await user().tab();
    expect(screen.getByText('The number is 4 digits, e.g. 1234.')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter the limit.')).toBeTruthy();
    expect(screen.getByText('Choose refuse or cut.')).toBeTruthy();
    expect(calls).toEqual([]);

    await user().clear(number);
    await user().type(number, '1234');
    await user().type(screen.getByLabelText('Limit per Draw'), '50');
    await user().selectOptions(screen.getByLabelText('Over the Limit'), 'cut');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Limit saved.');
    expect(calls.map((call) => [call.endpoint, call.input.body])).toEqual([[createLimit, { Number: '1234', MaxCents: 5_000, Mode: 'cut' }]]);
  });

  it('Edit Limit loads the limit of the URL and saves it under its LimitId', async () => {
    const { calls } = open(limitEdit, `${LIMIT_EDIT_PATH}?LocId=TT&LimitId=7`);
    const max = (await screen.findByDisplayValue('50.00')) as HTMLInputElement;
    expect(calls[0]).toMatchObject({ endpoint: limitById, input: { params: { LimitId: '7' } } });
    expect((screen.getByLabelText('Number') as HTMLInputElement).value).toBe('1234');
    await user().clear(max);
    await user().type(max, '20000000');
    await user().tab();
    expect(screen.getByText('The limit is at most $10,000,000.00.')).toBeTruthy();
    await user().clear(max);
    await user().type(max, '75.5');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Limit saved.');
    expect(calls.at(-1)).toEqual({
      endpoint: updateLimit,
      input: { params: { LimitId: '7' }, body: { LimitId: '7', Number: '1234', MaxCents: 7_550, Mode: 'refuse' } },
    });
  });
});

describe('Limit Setting screen', () => {
  const view = limitSettingScreen.views[0];
  const actions = view.actions!;

  it('is the TT call only, a row leading to its edit form and deleting by its id', () => {
    expect(Object.keys(view.endpoints)).toEqual(['tt']);
    const edit = actions.find((action) => action.id === 'edit')!;
    const remove = actions.find((action) => action.id === 'delete')!;
    expect(edit.kind === 'link' && edit.to(ROW)).toEqual({ page: LIMIT_EDIT_PATH, changes: { LimitId: '7' } });
    expect(remove.kind === 'write' && remove.call(ROW)).toEqual({ endpoint: deleteLimit, input: { params: { LimitId: 7 } } });
    expect(limitSettingScreen.actions?.[0]?.to({} as never)).toEqual({ page: LIMIT_ADD_PATH, changes: {} });
  });
});
