import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { UserDropdown } from '../../../src/widgets/UserDropdown.tsx';
import type { UserListItem } from '../../../src/widgets/userSort.ts';
import { renderPage } from '../../support/renderPage.tsx';

const users: UserListItem[] = [
  { UserId: 'member2', UserName: 'Mary' },
  { UserId: '0', UserName: 'Everyone' },
  { UserId: 'agent1', Username: 'Andy' },
  { UserId: 'ADMIN', UserName: 'Administrator' },
];

/** The dropdown as a page uses it: the page keeps the choice. */
function Page({ list = users, loading = false, onChange = () => {} }: { list?: UserListItem[] | null; loading?: boolean; onChange?: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <UserDropdown
        users={list}
        loading={loading}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
        label="Member"
      />
      <output aria-label="Chosen">{value ?? 'none'}</output>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Member' }) as HTMLInputElement;
const optionLabels = () => within(screen.getByRole('listbox', { name: 'Member' })).queryAllByRole('option').map((o) => o.textContent);
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('UserDropdown', () => {
  it('is a labelled combobox with the placeholder UserId / Name, closed at first', () => {
    renderPage(<Page />);
    const input = combobox();
    expect(input.placeholder).toBe('UserId / Name');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the placeholder Id / Name on mobile', () => {
    stubMatchMedia((query) => query === '(max-width: 1024px)');
    renderPage(<Page />);
    expect(combobox().placeholder).toBe('Id / Name');
  });

  it('lists users sorted: ADMIN first, zero ids last, the rest by label', async () => {
    renderPage(<Page />);
    await userEvent.setup().click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(optionLabels()).toEqual(['ADMIN - Administrator', 'agent1 - Andy', 'member2 - Mary', '0 - Everyone']);
  });

  it('moves with Down and Up, announces the active option, and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderPage(<Page onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBe('ADMIN - Administrator');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('member2 - Mary');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('agent1 - Andy');
    expect(screen.getByRole('option', { name: 'agent1 - Andy' }).className).toContain('user-dropdown__option--active');

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('agent1');
    expect(combobox().value).toBe('agent1 - Andy');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);

    // Reopening starts at the chosen user, which is marked selected.
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('agent1 - Andy');
    expect(screen.getByRole('option', { name: 'agent1 - Andy' }).getAttribute('aria-selected')).toBe('true');
  });

  it('stops at the ends of the list', async () => {
    renderPage(<Page />);
    const user = userEvent.setup();
    await user.click(combobox());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toBe('ADMIN - Administrator');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('0 - Everyone');
  });

  it('Escape closes without choosing', async () => {
    const onChange = vi.fn();
    renderPage(<Page onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('none');
  });

  it('searches by id or name as the user types', async () => {
    const onChange = vi.fn();
    renderPage(<Page onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(combobox(), 'MAR');
    expect(optionLabels()).toEqual(['member2 - Mary']);
    await user.clear(combobox());
    await user.type(combobox(), 'agent');
    expect(optionLabels()).toEqual(['agent1 - Andy']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('agent1');
  });

  it("says 'No data.' when nothing matches or the list is empty", async () => {
    const { rerender } = renderPage(<Page />);
    const user = userEvent.setup();
    await user.type(combobox(), 'nobody');
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText('No data.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('none');

    rerender(<Page list={[]} />);
    await user.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByText('No data.')).toBeTruthy();
  });

  it("says 'Loading...' while the users load", async () => {
    renderPage(<Page list={null} loading />);
    expect(combobox().getAttribute('aria-busy')).toBe('true');
    await userEvent.setup().click(combobox());
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('No data.')).toBeNull();
    expect(optionLabels()).toEqual([]);
  });

  it('chooses with the mouse and can be cleared', async () => {
    const onChange = vi.fn();
    renderPage(<Page onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'member2 - Mary' }));
    expect(onChange).toHaveBeenLastCalledWith('member2');
    expect(combobox().value).toBe('member2 - Mary');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(combobox().value).toBe('');
  });

  it('Enter chooses while the list is open and submits the form while it is closed', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderPage(
      <form onSubmit={onSubmit}>
        <Page />
      </form>,
    );
    const user = userEvent.setup();
    await user.click(combobox());
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sizes options 26 px (24 px at 360 px or less) in a list at most 650 px high', () => {
    const css = readFileSync('src/widgets/widgets.css', 'utf8');
    expect(css).toMatch(/\.user-dropdown__list \{[^}]*max-height: 650px/);
    expect(css).toMatch(/\.user-dropdown__option \{[^}]*height: 26px/);
    expect(css).toMatch(/@media \(max-width: 360px\) \{[^@]*\.user-dropdown__option[^{]*\{ height: 24px/);
  });
});
