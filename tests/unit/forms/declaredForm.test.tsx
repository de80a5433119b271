import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint, type EndpointDeclaration } from '../../../contract/endpoint.ts';
import { drawDates } from '../../../contract/draws.ts';
import { memberProfile } from '../../../contract/memberProfile.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { createFormFlows } from '../../../src/forms/formFlows.ts';
import type { FormDeclaration } from '../../../src/forms/formDeclaration.ts';
import { FormPage } from '../../../src/forms/FormPage.tsx';
import { defineOptionSource } from '../../../src/screens/optionSource.ts';
import { COMMISSION_RANGE } from '../../../src/widgets/numberRanges.ts';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * A new form with a new dropdown, declared here and nowhere else: the layer (src/forms,
 * src/screens/optionSource.ts) renders it, loads it, checks it and saves it without a change.
 */

const text = (value: string): MessageDescriptor => ({ id: value, message: value });

// A new dropdown source: the location's open draws, labelled by date.
const openDraws = defineOptionSource({
  id: 'openDraws',
  endpoint: drawDates,
  params: ['LocId'],
  option: (draw) => ({ value: String(draw.DrawId), label: `${draw.DrawDate} (${draw.Status})` }),
});

// A new write of the contract.
const saveCreditLimit = endpoint({
  method: 'PUT',
  path: 'member/creditLimit/:UserId',
  scope: 'auth',
  summary: "Set a member's credit limit",
  params: v.object({ UserId: v.string() }),
  body: v.object({ LimitCents: v.number(), DrawId: v.string(), CommissionBp: v.number(), Locations: v.array(v.string()), Phone: v.string(), Active: v.boolean() }),
  answer: v.null(),
});

const creditLimit: FormDeclaration = {
  id: 'creditLimit',
  path: '/admin/creditLimit',
  title: text('Credit Limit'),
  menuItem: 'profile',
  fields: [
    { name: 'LimitCents', kind: 'money', label: text('Limit'), required: text('Limit is required.') },
    { name: 'DrawId', kind: 'dropdown', label: text('From draw'), source: openDraws, required: text('Choose a draw.') },
    { name: 'CommissionBp', kind: 'rate', range: COMMISSION_RANGE, unit: 'basisPoints', label: text('Commission') },
    { name: 'Locations', kind: 'locations', label: text('Locations'), required: text('Choose a location.') },
    { name: 'Phone', kind: 'phone', label: text('Phone') },
    { name: 'Active', kind: 'flag', label: text('Active') },
  ],
  load: { endpoint: memberProfile, params: ['UserId'] },
  save: { endpoint: saveCreditLimit, params: ['UserId'] },
  savedMessage: text('Credit limit saved.'),
};

/** The API as the layer sees it: each call recorded, answered from the table. */
function fakeApi() {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const answers: Record<string, unknown> = {
    'draw/dateAll': [
      { DrawId: 7, DrawDate: '2026-11-28', IsFinalised: false, Status: 'open' },
      { DrawId: 6, DrawDate: '2026-11-25', IsFinalised: false, Status: 'open' },
    ],
    mMemberProfile: { LimitCents: 50000, CommissionBp: 50, Locations: ['SG'], Active: false },
    'member/creditLimit/:UserId': null,
  };
  const api = {
    call: async (declared: EndpointDeclaration, input: Record<string, unknown>) => {
      calls.push({ path: declared.path, input });
      return answers[declared.path];
    },
  };
  return { api: api as unknown as ApiClient, calls };
}

const user = () => userEvent.setup();

describe('a form declared in one file', () => {
  it('loads its record and its dropdown for the URL, shows the rules’ messages, focuses the first invalid field and saves', async () => {
    const { api, calls } = fakeApi();
    renderPage(<FormPage form={creditLimit} />, { path: '/admin/creditLimit?UserId=member1&LocId=SG', flows: () => ({ forms: createFormFlows(api) }) });

    // The record (in cents and basis points, shown in dollars and as a fraction) and the new source's list.
    const limit = await screen.findByLabelText('Limit');
    expect((limit as HTMLInputElement).value).toBe('500.00');
    expect((screen.getByLabelText('Commission') as HTMLInputElement).value).toBe('0.0050');
    expect((screen.getByRole('checkbox', { name: 'SG' }) as HTMLInputElement).checked).toBe(true);
    expect(calls.find((call) => call.path === 'mMemberProfile')?.input.query).toEqual({ UserId: 'member1' });
    expect(calls.find((call) => call.path === 'draw/dateAll')?.input.query).toEqual({ LocId: 'SG' });
    const draw = screen.getByLabelText('From draw') as HTMLSelectElement;
    expect([...draw.options].map((option) => option.textContent)).toEqual(['-- Select --', '2026-11-28 (open)', '2026-11-25 (open)']);

    // Each rule's message as the user leaves the field.
    await user().clear(limit);
    await user().type(limit, '12.345');
    await user().tab();
    expect(screen.getByText('Enter an amount in dollars, with at most two decimals.')).toBeTruthy();
    const commission = screen.getByLabelText('Commission');
    await user().clear(commission);
    await user().type(commission, '0.0051');
    await user().tab();
    expect(screen.getByText('Enter a value in steps of 0.005.')).toBeTruthy();
    const phone = screen.getByLabelText('Phone');
    await user().type(phone, '+6591234567');
    await user().tab();
    expect(screen.getByText('Write the number without +.')).toBeTruthy();

    // A submit while invalid: nothing is sent, every problem shows, the first invalid input has the focus.
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Choose a draw.')).toBeTruthy();
    expect(document.activeElement).toBe(limit);
    expect(calls.some((call) => call.path === saveCreditLimit.path)).toBe(false);

    await user().clear(limit);
    await user().type(limit, '1234.5');
    await user().selectOptions(draw, '7');
    await user().clear(commission);
    await user().type(commission, '0.035');
    await user().click(screen.getByRole('checkbox', { name: 'MG' }));
    await user().clear(phone);
    await user().type(phone, '6591234567');
    await user().click(screen.getByRole('checkbox', { name: 'Active' }));
    await user().click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Credit limit saved.');
    // The call takes money in cents, the rate in basis points, the URL's UserId in its path.
    expect(calls.find((call) => call.path === saveCreditLimit.path)?.input).toEqual({
      params: { UserId: 'member1' },
      body: { UserId: 'member1', LimitCents: 123450, DrawId: '7', CommissionBp: 350, Locations: ['SG', 'MG'], Phone: '6591234567', Active: true },
    });
    await waitFor(() => expect(screen.queryByText('Enter an amount in dollars, with at most two decimals.')).toBeNull());
  });
});
