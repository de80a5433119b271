import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Profile } from '../../../contract/profile.ts';
import { PERMISSION_ATTRIBUTES } from '../../../src/menu/viewCodes.ts';
import { groupReport } from '../../../src/screens/declarations/groupReport.ts';
import { ScreenViewGuard } from '../../../src/screens/ScreenViewGuard.tsx';
import { requiredAttribute, requiredAttributes } from '../../../src/screens/viewAccess.ts';
import { BASE_PROFILES } from '../menu/fixtures.ts';
import { renderPage } from '../../support/renderPage.tsx';

/**
 * A view's 4D and TT calls may declare different attributes (spec 02 §6: RPTGRP and RPTGRP2 for the
 * Group report): the view requires the one of the call made at the page's location, as the server
 * does, so a holder of only one opens the report at its game and is refused at the other.
 */
const allBut = (...revoked: string[]) => PERMISSION_ATTRIBUTES.filter((name) => !revoked.includes(name));
const granted = (Granted: Profile['Granted']): Profile => ({ ...BASE_PROFILES.agent, Granted });
const view = groupReport.views[0];

describe("a view's attribute at each game", () => {
  it('is the attribute of the call at that game, and the entry needs either', () => {
    expect(requiredAttribute(view, '4d')).toBe('RPTGRP');
    expect(requiredAttribute(view, 'tt')).toBe('RPTGRP2');
    expect(requiredAttributes(view)).toEqual(['RPTGRP', 'RPTGRP2']);
  });

  it('refuses the TT page to a user without RPTGRP2 and opens the 4D page to the same user', () => {
    const tt = renderPage(<ScreenViewGuard screen={groupReport}>rows</ScreenViewGuard>, { path: '/report/tt/group?LocId=TT', profile: granted(allBut('RPTGRP2')) });
    expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
    expect(screen.queryByText('rows')).toBeNull();
    tt.cleanup();
    const sg = renderPage(<ScreenViewGuard screen={groupReport}>rows</ScreenViewGuard>, { path: '/report/group?LocId=SG', profile: granted(allBut('RPTGRP2')) });
    expect(screen.getByText('rows')).not.toBeNull();
    sg.cleanup();
    renderPage(<ScreenViewGuard screen={groupReport}>rows</ScreenViewGuard>, { path: '/report/group?LocId=SG', profile: granted(allBut('RPTGRP')) });
    expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
  });
});
