import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { createFormFlows } from '../../../src/forms/formFlows.ts';
import { FormPage } from '../../../src/forms/FormPage.tsx';
import { fixedBetCreate } from '../../../src/forms/declarations/fixedBetCreate.ts';
import { fixedSetting } from '../../../src/forms/declarations/fixedSetting.ts';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * The fixed bet forms (issue 21) on the layer: Create Fixed Bet's multi-line message and its days
 * (the `days` kind: weekday checkboxes sent as a list, Monday first whatever the order of the clicks),
 * the server's per-line refusal on the Message field; Fixed Setting loads and saves whole hours.
 */

function fakeApi(refuseFirstSave: boolean) {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  let saves = 0;
  const api = {
    call: async (declared: EndpointDeclaration, input: Record<string, unknown>) => {
      calls.push({ path: `${declared.method} ${declared.path}`, input });
      if (declared.path === 'dMemberAllRole') return [{ UserId: 'member1', UserName: 'Member One' }];
      if (declared.path === 'selectFixedSetting') return { HoursBeforeCutOff: 24, AutoPlace: false };
      if (declared.path === 'bet/fixed' && refuseFirstSave && saves++ === 0) {
        const message = 'Line 2, column 6: small amount must be a whole number';
        throw new ApiError(message, 'http', 400, { success: false, message, data: { Problems: [{ Field: 'Message', Code: 'line', Message: message }] } });
      }
      return {};
    },
  };
  return { api: api as unknown as ApiClient, calls };
}

const user = () => userEvent.setup();

describe('Create Fixed Bet', () => {
  it('sends the lines whole and the days in week order, and shows a refused line on the message', async () => {
    const { api, calls } = fakeApi(true);
    renderPage(<FormPage form={fixedBetCreate} />, { path: '/bet/fixedBets/create?LocId=SG', flows: () => ({ forms: createFormFlows(api) }) });
    const userId = (await screen.findByLabelText('User Id')) as HTMLSelectElement;
    await screen.findByRole('option', { name: /member1/ });
    await user().selectOptions(userId, 'member1');
    const message = screen.getByLabelText('Bets (one per line, no day code)');
    expect(message.tagName).toBe('TEXTAREA');
    await user().type(message, '1234 1-2{Enter}5678 2-1.5');

    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Choose at least one draw day.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'POST bet/fixed')).toBe(false);

    await user().click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user().click(screen.getByRole('checkbox', { name: 'Wed' }));
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Line 2, column 6: small amount must be a whole number');
    expect(calls.find((call) => call.path === 'POST bet/fixed')?.input).toMatchObject({
      body: { UserId: 'member1', Message: '1234 1-2\n5678 2-1.5', Days: ['Wed', 'Sun'] },
    });

    await user().clear(message);
    await user().type(message, '1234 1-2{Enter}5678 2-1');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Fixed bet created.');
  });
});

describe('Fixed Setting', () => {
  it('loads the hours and saves them as a whole number', async () => {
    const { api, calls } = fakeApi(false);
    renderPage(<FormPage form={fixedSetting} />, { path: '/control/fixedSetting?LocId=SG', flows: () => ({ forms: createFormFlows(api) }) });
    const hours = (await screen.findByLabelText("Place fixed bets this many hours before a draw's cut-off")) as HTMLInputElement;
    expect(hours.value).toBe('24');
    await user().clear(hours);
    await user().type(hours, '2.5');
    await user().tab();
    expect(screen.getByText('Enter a value in steps of 1.')).toBeTruthy();
    await user().clear(hours);
    await user().type(hours, '48');
    await user().click(screen.getByRole('checkbox', { name: 'Place automatically' }));
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Fixed Setting saved.');
    expect(calls.find((call) => call.path === 'PUT updateFixedSetting')?.input).toMatchObject({ body: { HoursBeforeCutOff: 48, AutoPlace: true } });
  });
});
