/**
 * The Special Bets form (a form declaration, issue 21): the URL's user's list loads into a text area of
 * several lines; saving sends the lines as typed, the user and the Enabled flag.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { createFormFlows } from '../../../src/forms/formFlows.ts';
import { FormPage } from '../../../src/forms/FormPage.tsx';
import { betSpecialSettingForm } from '../../../src/forms/declarations/betSpecialSetting.ts';
import { renderPage } from '../../support/renderPage.tsx';

function fakeApi() {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const api = {
    call: async (declared: EndpointDeclaration, input: Record<string, unknown>) => {
      calls.push({ path: declared.path, input });
      if (declared.path === 'bet/getBetSpecialSetting1') {
        return { SettingId: 3, UserId: 'member1', LocId: 'SG', Message: '1234 1-2', Enabled: true, Lines: 1, Tickets: 1, CostCents: 300, UpdatedBy: 'agent2', UpdatedAt: null };
      }
      if (declared.path === 'dMemberAllRole') {
        return [{ UserId: 'member1', UserName: 'Member One', Role: 'MEM' }];
      }
      return {};
    },
  };
  return { api: api as unknown as ApiClient, calls };
}

describe('the Special Bets form', () => {
  it('loads the user’s lines into a text area and saves them as typed, with the user and the flag', async () => {
    const { api, calls } = fakeApi();
    renderPage(<FormPage form={betSpecialSettingForm} />, { path: '/outset/betSpecial/setting?UserId=member1&LocId=SG', flows: () => ({ forms: createFormFlows(api) }) });
    const lines = (await screen.findByLabelText('Bets (one Place Bets line each)')) as HTMLTextAreaElement;
    expect(lines.tagName).toBe('TEXTAREA');
    expect(lines.value).toBe('1234 1-2');
    expect(calls.find((call) => call.path === 'bet/getBetSpecialSetting1')?.input.query).toEqual({ UserId: 'member1' });
    await userEvent.type(lines, '\n5678 2-1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Special bets saved.');
    expect(calls.find((call) => call.path === 'bet/updateBetSpecialSetting')?.input).toMatchObject({
      body: { UserId: 'member1', Message: '1234 1-2\n5678 2-1', Enabled: true },
    });
  });
});
