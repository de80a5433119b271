import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Profile } from '../../../contract/profile.ts';
import { DESTINATIONS } from '../../../src/menu/destinations.ts';
import { PERMISSION_ATTRIBUTES, VIEW_CODE_ALIASES, viewCodeOf } from '../../../src/menu/viewCodes.ts';
import { betSummary } from '../../../src/screens/declarations/betSummary.ts';
import type { ScreenDeclaration } from '../../../src/screens/declaration.ts';
import { SCREENS } from '../../../src/screens/screenList.ts';
import { ScreenViewGuard } from '../../../src/screens/ScreenViewGuard.tsx';
import { ViewSwitch } from '../../../src/screens/ViewSwitch.tsx';
import { BASE_PROFILES } from '../menu/fixtures.ts';
import { renderPage } from '../../support/renderPage.tsx';

const attributes = new Set<string>(PERMISSION_ATTRIBUTES);

/**
 * Bet Summary as declared: each view's call declares its attribute (BETSUMMARY, RPTSUM, BETSUMMARY2),
 * so each view requires it (src/screens/viewAccess.ts), as the server does.
 */
const guarded: ScreenDeclaration = betSummary;
const allBut = (...revoked: string[]) => PERMISSION_ATTRIBUTES.filter((name) => !revoked.includes(name));
const granted = (Granted: Profile['Granted']): Profile => ({ ...BASE_PROFILES.agent, Granted });

describe('view codes are permission attribute names (spec 02 §2.2, §6)', () => {
  it('names every view of every declaration by an attribute, once per screen', () => {
    for (const declared of SCREENS) {
      for (const view of declared.views) expect(attributes.has(view.vw), `${declared.id} ${view.vw}`).toBe(true);
      expect(new Set(declared.views.map((view) => view.vw)).size, declared.id).toBe(declared.views.length);
    }
    expect(betSummary.views.map((view) => view.vw)).toEqual(['BETSUMMARY', 'RPTSUM', 'BETSUMMARY2', 'BET_ACTIVE', 'BET_SEARCH']);
  });

  it('gives every menu link that carries VW an attribute name', () => {
    for (const [id, destination] of Object.entries(DESTINATIONS)) if (destination.vw) expect(attributes.has(destination.vw), id).toBe(true);
  });

  it('reads an old code as the attribute it became, and an unknown one as none', () => {
    for (const [old, code] of Object.entries(VIEW_CODE_ALIASES)) expect(viewCodeOf(old)).toBe(code);
    expect(viewCodeOf('BETSUMMARY2')).toBe('BETSUMMARY2');
    expect(viewCodeOf('nonsense')).toBeNull();
    expect(viewCodeOf(null)).toBeNull();
  });
});

describe('a view that requires its grant', () => {
  const switchFor = (profile: Profile) =>
    renderPage(<ViewSwitch views={guarded.views} current={guarded.views[0]} game="4d" onChoose={() => {}} />, { profile });
  const names = () => screen.getAllByRole('button').map((button) => button.textContent);

  it('is not offered to a user without the attribute, and is to one granted it or everything', () => {
    const page = switchFor(granted(allBut('BETSUMMARY2')));
    expect(names()).toEqual(['By User', 'By Bet Type', 'By Number', 'Permutations']);
    page.cleanup();
    const holder = switchFor(granted(['BETSUMMARY', 'BETSUMMARY2']));
    expect(names()).toEqual(['By User', 'By Share']);
    holder.cleanup();
    switchFor(granted('*'));
    expect(names()).toEqual(['By User', 'By Bet Type', 'By Share', 'By Number', 'Permutations']);
  });

  it('refuses its VW, old code included, with Unauthorized Access, and opens for a holder', () => {
    for (const vw of ['BETSUMMARY2', 'SHARE']) {
      const page = renderPage(<ScreenViewGuard screen={guarded}>rows</ScreenViewGuard>, { path: `/bet/betSummary?VW=${vw}`, profile: granted(allBut('BETSUMMARY2')) });
      expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
      expect(screen.queryByText('rows')).toBeNull();
      page.cleanup();
    }
    renderPage(<ScreenViewGuard screen={guarded}>rows</ScreenViewGuard>, { path: '/bet/betSummary?VW=BETSUMMARY2', profile: granted(['BETSUMMARY2']) });
    expect(screen.getByText('rows')).not.toBeNull();
  });

  it('leaves the other views open to the same user', () => {
    renderPage(<ScreenViewGuard screen={guarded}>rows</ScreenViewGuard>, { path: '/bet/betSummary?VW=RPTSUM', profile: granted(allBut('BETSUMMARY2')) });
    expect(screen.getByText('rows')).not.toBeNull();
  });

  it('opens a URL without VW on the first view the user holds, when it lacks the default one', () => {
    const page = renderPage(<ScreenViewGuard screen={guarded}>rows</ScreenViewGuard>, {
      path: '/bet/betSummary?LocId=SG', profile: granted(allBut('BETSUMMARY')), navigation: 'recorded',
    });
    expect(page.requested).toEqual(['/bet/betSummary?LocId=SG&VW=RPTSUM']);
    expect(screen.queryByText('rows')).toBeNull();
    page.cleanup();
    // A user holding none of the views is refused as before.
    const none = renderPage(<ScreenViewGuard screen={guarded}>rows</ScreenViewGuard>, {
      path: '/bet/betSummary', profile: granted(allBut(...guarded.views.map((view) => view.vw))), navigation: 'recorded',
    });
    expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
    expect(none.requested).toEqual([]);
  });
});
