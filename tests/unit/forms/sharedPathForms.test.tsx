import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FORMS } from '../../../src/forms/formList.ts';
import { FormsPage } from '../../../src/forms/FormPage.tsx';
import { formPages } from '../../../src/forms/pages.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { stubFormFlows } from '../../support/stubFormFlows.ts';

/**
 * Forms that share a path share its page (src/forms/pages.ts), each shown for the URL it asks for
 * (`shownWhen`): /admin/mobile is one's own number, alert and intake priority; the Downline Mobile
 * link (?Downline=1) is a downline's number alone.
 */
const MOBILE_FORMS = FORMS.filter((form) => ['mobile', 'mobileBetEntryAlert', 'mobilePriorityInTakes', 'mobileDownline'].includes(form.id));

const headings = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
const render = (path: string) => renderPage(<FormsPage forms={MOBILE_FORMS} />, { path, flows: (stubs) => ({ forms: stubFormFlows(stubs) }) });

describe('forms sharing a path', () => {
  it('are one route', () => {
    expect(formPages.filter((page) => page.path === '/admin/mobile')).toHaveLength(1);
    expect(MOBILE_FORMS).toHaveLength(4);
  });

  it('show those the URL asks for, the first with the page header', () => {
    const own = render('/admin/mobile?LocId=SG');
    expect(headings()).toEqual(['H1 Mobile', 'H2 Bet Entry Alert', 'H2 Priority In Takes']);
    own.cleanup();
    render('/admin/mobile?LocId=SG&Downline=1');
    expect(headings()).toEqual(['H1 Downline Mobile']);
  });
});
