import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { agentCreate } from '../../../src/forms/declarations/agentCreate.ts';
import { playerCreate } from '../../../src/forms/declarations/playerCreate.ts';
import { createFormFlows } from '../../../src/forms/formFlows.ts';
import { FormPage } from '../../../src/forms/FormPage.tsx';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * The create forms load their parent's ceilings (GET profileNewFull, issue 20), so a share or a
 * commission above the parent's is refused by the form, in the server's words
 * (server/admin/rateRules.ts), before anything is sent; within them the save goes out.
 */
const CEILINGS: Record<string, { MaxShareBp: number; MaxCommissionBp: number; MaxTtCommissionBp: number }> = {
  agent2: { MaxShareBp: 3000, MaxCommissionBp: 1200, MaxTtCommissionBp: 1000 },
  '': { MaxShareBp: 10000, MaxCommissionBp: 500, MaxTtCommissionBp: 2000 },
};

function fakeApi() {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const api = {
    call: async (declared: EndpointDeclaration, input: Record<string, unknown>) => {
      calls.push({ path: declared.path, input });
      if (declared.path === 'profileNewFull') {
        const parent = (input.query as { UserId?: string }).UserId ?? '';
        return { ParentId: parent || 'agent1', ...CEILINGS[parent], Locations: ['SG'], MinRank: 2, GrantableCents: 100_000 };
      }
      return null;
    },
  };
  return { api: api as unknown as ApiClient, calls };
}

const typeInto = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.setup().clear(input);
  await userEvent.setup().type(input, value);
  await userEvent.setup().tab();
};

describe("the create forms check the parent's ceilings", () => {
  it("Create Agent under agent2: a share above agent2's is refused on its field, as the server words it", async () => {
    const { api, calls } = fakeApi();
    renderPage(<FormPage form={agentCreate} />, { path: '/admin/agents/new?LocId=SG&ParentId=agent2', flows: () => ({ forms: createFormFlows(api) }) });
    await screen.findByLabelText('Share');
    expect(calls.find((call) => call.path === 'profileNewFull')?.input.query).toEqual({ UserId: 'agent2' });

    await typeInto('Share', '0.35');
    expect(screen.getByText("Share cannot be above the upline agent2's share (30%).")).toBeTruthy();
    await typeInto('Commission', '0.125');
    expect(screen.getByText("Commission cannot be above the upline agent2's commission (12%).")).toBeTruthy();
    await typeInto('TT Commission', '0.2');
    expect(screen.getByText("TT commission cannot be above the upline agent2's TT commission (10%).")).toBeTruthy();

    // At the ceiling is allowed.
    await typeInto('Share', '0.3');
    await typeInto('Commission', '0.12');
    await typeInto('TT Commission', '0.1');
    await waitFor(() => expect(screen.queryByText(/cannot be above/)).toBeNull());
  });

  it('Create Player under the caller: its own ceilings, "your own", and nothing is sent while above them', async () => {
    const { api, calls } = fakeApi();
    renderPage(<FormPage form={playerCreate} />, { path: '/admin/players/new?LocId=SG', flows: () => ({ forms: createFormFlows(api) }) });
    await screen.findByLabelText('Commission');
    expect(calls.find((call) => call.path === 'profileNewFull')?.input.query).toEqual({});
    await typeInto('Commission', '0.06');
    expect(screen.getByText('Commission cannot be above your own commission (5%).')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(calls.some((call) => call.path !== 'profileNewFull')).toBe(false);
  });
});
