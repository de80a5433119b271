import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { shellMachine } from '../../../machines/shell.machine.ts';
import type { MenuItem, MenuTab } from '../../menu/types.ts';
import type { LogoutConfirmActorRef } from './LogoutConfirm.tsx';

export type ShellActorRef = ActorRefFrom<typeof shellMachine>;

interface LeftMenuProps {
  shell: ShellActorRef;
  tabs: readonly MenuTab[];
  logout: LogoutConfirmActorRef;
  /** The Telegram bot link, when the location has a bot. */
  bot: string | null;
  /** VipLeftCss of the location's theme. */
  themeClass: string | null;
  /** The member info panel, above the tabs. */
  info: React.ReactNode;
}

function MenuEntry({ item, logout }: { item: MenuItem; logout: LogoutConfirmActorRef }) {
  const { i18n } = useLingui();
  const label = i18n._(item.label);
  switch (item.kind) {
    case 'route':
      return (
        <Link href={item.href} className="left-menu__link" data-item={item.id}>
          {label}
        </Link>
      );
    case 'download':
      // A file named by the server settings, not a route of the app.
      return (
        <a href={item.href} className="left-menu__link" data-item={item.id} download>
          {label}
        </a>
      );
    case 'action':
      return (
        <button type="button" className="left-menu__link left-menu__action" data-item={item.id} onClick={() => logout.send({ type: 'ASK' })}>
          {label}
        </button>
      );
  }
}

/**
 * The left menu (spec 02 §2.2): the member info panel, the collapsible tabs the rules give this
 * user (the URL's tab highlighted and expanded at each re-check), a Telegram button when the
 * location has a bot, and Logout.
 */
export function LeftMenu({ shell, tabs, logout, bot, themeClass, info }: LeftMenuProps) {
  const { t, i18n } = useLingui();
  const open = useSelector(shell, (s) => s.matches({ sidebar: 'open' }));
  const activeTab = useSelector(shell, (s) => s.context.activeTab);
  const openTabs = useSelector(shell, (s) => s.context.openTabs);
  return (
    <aside
      id="left-menu"
      className={['left-menu', open ? 'left-menu--open' : 'left-menu--closed', themeClass].filter(Boolean).join(' ')}
      aria-label={t`Menu`}
    >
      {info}
      <nav className="left-menu__tabs" aria-label={t`Main menu`}>
        {tabs.map((tab) => {
          const expanded = openTabs.includes(tab.id);
          const active = tab.id === activeTab;
          return (
            <section key={tab.id} className={`left-menu__tab${active ? ' left-menu__tab--active' : ''}`} data-tab={tab.id} data-active={active}>
              <h2 className="left-menu__heading">
                <button
                  type="button"
                  className="left-menu__toggle"
                  aria-expanded={expanded}
                  aria-controls={`menu-tab-${tab.id}`}
                  onClick={() => shell.send({ type: 'TOGGLE_TAB', tab: tab.id })}
                >
                  {i18n._(tab.label)}
                </button>
              </h2>
              {/* A closed tab's entries are drawn when it opens: on a first load they were ~100 of the
                  page's ~300 elements, never on screen, rendered before the first paint (issue 24). */}
              <ul id={`menu-tab-${tab.id}`} className="left-menu__items" hidden={!expanded}>
                {expanded &&
                  tab.items.map((item) => (
                    <li key={item.id}>
                      <MenuEntry item={item} logout={logout} />
                    </li>
                  ))}
              </ul>
            </section>
          );
        })}
      </nav>
      <div className="left-menu__footer">
        {bot && (
          <a className="button left-menu__telegram" href={bot} target="_blank" rel="noopener noreferrer">
            <Trans>Telegram</Trans>
          </a>
        )}
        <button type="button" className="button left-menu__logout" onClick={() => logout.send({ type: 'ASK' })}>
          <Trans>Logout</Trans>
        </button>
      </div>
    </aside>
  );
}
