import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { mobileDownline } from '../../../src/forms/declarations/mobile.ts';
import { createFormFlows } from '../../../src/forms/formFlows.ts';
import { FormsPage } from '../../../src/forms/FormPage.tsx';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * Downline Mobile (issue 20, /admin/mobile?Downline=1): choosing a user loads that user's current
 * number (GET mobile?UserId=), so an agent edits the number it sees; before a choice nothing is loaded
 * (GET mobile without UserId would answer the agent's own number).
 */
const NUMBERS: Record<string, string> = { member1: '6591000001', member2: '' };

function fakeApi() {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const api = {
    call: async (declared: EndpointDeclaration, input: Record<string, unknown>) => {
      calls.push({ path: declared.path, input });
      if (declared.path === 'dMemberAllRole')
        return ['member1', 'member2'].map((UserId) => ({ UserId, UserName: '', Role: 'MEMBER', ParentId: 'agent1' }));
      if (declared.path === 'mobile' && declared.method === 'GET') {
        const UserId = (input.query as { UserId: string }).UserId;
        return { UserId, Mobile: NUMBERS[UserId], BetEntryAlert: false };
      }
      return { UserId: 'member1', Mobile: (input.body as { Mobile: string }).Mobile, BetEntryAlert: false };
    },
  };
  return { api: api as unknown as ApiClient, calls };
}

describe('Downline Mobile', () => {
  it("loads the chosen user's current number, and saves the edit for that user", async () => {
    const { api, calls } = fakeApi();
    const page = renderPage(<FormsPage forms={[mobileDownline]} />, { path: '/admin/mobile?LocId=SG&Downline=1', flows: () => ({ forms: createFormFlows(api) }) });
    const userId = (await screen.findByLabelText('User Id')) as HTMLSelectElement;
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('');
    expect(calls.some((call) => call.path === 'mobile')).toBe(false);

    await userEvent.setup().selectOptions(userId, 'member1');
    await waitFor(() => expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('6591000001'));
    expect(page.location.history?.at(-1)).toBe('/admin/mobile?LocId=SG&Downline=1&UserId=member1');
    expect(calls.find((call) => call.path === 'mobile')?.input.query).toEqual({ UserId: 'member1' });
    expect((screen.getByLabelText('User Id') as HTMLSelectElement).value).toBe('member1');

    // Another user: its own number (none), not the first one's.
    await userEvent.setup().selectOptions(screen.getByLabelText('User Id'), 'member2');
    await waitFor(() => expect((screen.getByLabelText('User Id') as HTMLSelectElement).value).toBe('member2'));
    await waitFor(() => expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe(''));

    await userEvent.setup().selectOptions(screen.getByLabelText('User Id'), 'member1');
    const number = await waitFor(() => {
      const input = screen.getByLabelText('Mobile Number') as HTMLInputElement;
      expect(input.value).toBe('6591000001');
      return input;
    });
    await userEvent.setup().clear(number);
    await userEvent.setup().type(number, '6591000009');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Mobile number saved.');
    expect(calls.find((call) => call.path === 'mobile2')?.input.body).toMatchObject({ UserId: 'member1', Mobile: '6591000009' });
  });
});
