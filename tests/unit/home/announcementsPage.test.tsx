import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AnnouncementsPage } from '../../../src/views/home/AnnouncementsPage.tsx';
import { renderPage } from '../../support/renderPage.tsx';
import { stubHomeFlows } from '../../support/stubHomeFlows.ts';

/**
 * Options' Announcement (/announcement, spec 02 §2.2; issue 23): the location of the URL's
 * announcements for any signed-in user, sanitised, each on its colour, and never a pop-up.
 */
const open = (locId: string) => renderPage(<AnnouncementsPage />, { path: `/announcement?LocId=${locId}`, flows: (stubs) => ({ home: stubHomeFlows(stubs) }) });

describe('the Announcement page', () => {
  it("lists the URL location's announcements sanitised on their colours, with no pop-up", async () => {
    const page = open('MG');
    await page.stubs.resolveWhenInvoked('loadAnnouncementList', [
      { AnnouncementId: 1, Content: '<p><b>Closed</b> on Monday</p><img src=x onerror="window.__xss=1">', Color: '#FFF4D6', PopUp: 'Y' },
      { AnnouncementId: 2, Content: '<p>Results by 7 pm</p>', Color: null, PopUp: 'N' },
    ]);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const shown = Array.from(region.querySelectorAll<HTMLElement>('[data-announcement-id]'));
    expect(shown.map((element) => element.textContent)).toEqual(['Closed on Monday', 'Results by 7 pm']);
    expect(shown[0]!.style.background).toBe('rgb(255, 244, 214)');
    expect(shown[0]!.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    page.cleanup();
  });

  it('says when the location has none', async () => {
    const page = open('TT');
    await page.stubs.resolveWhenInvoked('loadAnnouncementList', []);
    expect(await screen.findByText('No announcements.')).toBeTruthy();
    page.cleanup();
  });
});
