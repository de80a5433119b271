import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcements } from '../../../contract/common.ts';
import { clearCache } from '../../../src/forms/declarations/clearCache.ts';
import { createFormFlows } from '../../../src/forms/formFlows.ts';
import { FormPage } from '../../../src/forms/FormPage.tsx';
import { renderPage } from '../../support/renderPage.tsx';
import { jsonResponse, makeClient, ok } from '../api/fakeFetch.ts';

/**
 * Clear Cache (/utilities/clearCache; issue 23), through the real API client on a fake network:
 * the button sends POST cache/clear and says "Cache cleared."; the browser's 3-minute cache is
 * emptied whatever the server answers (a refusal shows its message), so the next list is asked afresh.
 */
function world(answerClear: () => Response) {
  let gets = 0;
  const harness = makeClient((request) => {
    if (request.method === 'POST') return answerClear();
    gets += 1;
    return ok([{ AnnouncementId: gets, Content: `<p>${gets}</p>`, Color: null, PopUp: 'N' }]);
  });
  const readAnnouncements = async () => (await harness.api.call(announcements, { query: { LocId: 'SG' } }))[0]!.AnnouncementId;
  renderPage(<FormPage form={clearCache} />, { path: '/utilities/clearCache?LocId=SG', flows: () => ({ forms: createFormFlows(harness.api) }) });
  return { ...harness, readAnnouncements };
}

describe('Clear Cache', () => {
  it("clears the server's caches and this browser's: Cache cleared., and the next list is asked again", async () => {
    const { requests, readAnnouncements } = world(() => ok({ Cleared: ['maintenance', 'resultsFeed'] }));
    expect(await readAnnouncements()).toBe(1);
    expect(await readAnnouncements()).toBe(1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear Cache' }));
    await screen.findByText('Cache cleared.');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/cache/clear');
    expect(await readAnnouncements()).toBe(2);
  });

  it("shows the server's refusal, and this browser's cache is cleared all the same", async () => {
    const { readAnnouncements } = world(() => jsonResponse({ success: false, message: "Clearing the server's caches is for admins only." }, 403));
    expect(await readAnnouncements()).toBe(1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear Cache' }));
    await screen.findByText("Clearing the server's caches is for admins only.");
    expect(screen.queryByText('Cache cleared.')).toBeNull();
    expect(await readAnnouncements()).toBe(2);
  });
});
