import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../support/renderPage.tsx';
import { placeholderDestinations } from '../../../src/views/placeholders/destinations.ts';
import { placeholderPages } from '../../../src/views/placeholders/pages.ts';
import { builtPages } from '../../../src/app/builtPages.ts';

describe('placeholder pages for menu destinations not in this release', () => {
  const all = placeholderDestinations(new Set());
  const paths = all.map((destination) => destination.path);

  it('covers every variant of every menu path: TT, mobile and {tt} reports', () => {
    for (const path of ['/admin/agents', '/bet/placeBets/add', '/bet/placeBets/add-20', '/bet/placeBets/add-simple', '/report/full', '/report/tt/full', '/report/tt/drawResult', '/outset/outSetting', '/outset/outSetting2', '/sms/smsGateway', '/payOut', '/announcement']) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    // Paths only: the query (LocId, VW, t) is not part of a route.
    for (const path of paths) expect(path).toMatch(/^\/[\w/-]+$/);
  });

  it('leaves out the paths other areas have built', () => {
    const built = new Set(['/admin/profile', '/bet/placeBets/add']);
    const left = placeholderPages(built).map((page) => page.path);
    expect(left).not.toContain('/admin/profile');
    expect(left).not.toContain('/bet/placeBets/add');
    expect(left).toHaveLength(paths.length - 2);
  });

  it('shows the entry title and a plain notice, nothing else', () => {
    const page = placeholderPages(new Set()).find((p) => p.path === '/report/collection')!;
    const Page = page.component;
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Collection Report');
    expect(screen.getByRole('status').textContent).toBe('This screen is not in this release.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the census: every menu destination has its built page, none shows the placeholder (issue 23)', () => {
    const left = placeholderDestinations(new Set(builtPages.map((page) => page.path))).map((destination) => destination.path);
    expect(left).toEqual([]);
  });
});
