import type { CSSProperties } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShellData } from '../../../machines/shell.machine.ts';
import { LanguageToggle } from '../language/LanguageToggle.tsx';
import { BotQrPopover } from './BotQrPopover.tsx';
import { LocationChooser, type LocationActorRef } from './LocationChooser.tsx';
import { Marquee } from './Marquee.tsx';
import { ShellClock, type ClockActorRef } from './ShellClock.tsx';
import type { LogoutConfirmActorRef } from './LogoutConfirm.tsx';
import type { ShellActorRef } from './LeftMenu.tsx';

interface ShellHeaderProps {
  shell: ShellActorRef;
  location: LocationActorRef;
  clock: ClockActorRef | undefined;
  logout: LogoutConfirmActorRef;
  userId: string;
  data: ShellData | null;
  mobile: boolean;
  /** VipTopBGImage of the location's theme. */
  style: CSSProperties;
}

/**
 * The header (spec 02 §2.3): locations, language, the Telegram QR popover, logout, clock, user id
 * and the announcement marquee on desktop; on mobile only the menu button, the user id and logout.
 */
export function ShellHeader({ shell, location, clock, logout, userId, data, mobile, style }: ShellHeaderProps) {
  const { t } = useLingui();
  const sidebarOpen = useSelector(shell, (s) => s.matches({ sidebar: 'open' }));
  const bot = data?.smsSetting?.TelegramBot ?? null;
  return (
    <header className="shell-header" style={style}>
      <div className="shell-header__row">
        <button
          type="button"
          className="button shell-header__menu-toggle"
          aria-controls="left-menu"
          aria-expanded={sidebarOpen}
          aria-label={sidebarOpen ? t`Hide menu` : t`Show menu`}
          onClick={() => shell.send({ type: 'TOGGLE_SIDEBAR' })}
        >
          ☰
        </button>
        {!mobile && <LocationChooser location={location} />}
        {!mobile && <LanguageToggle />}
        {!mobile && bot && <BotQrPopover bot={bot} />}
        <span className="shell-header__spacer" />
        {!mobile && clock && <ShellClock clock={clock} />}
        <span className="shell-header__user" aria-label={t`User Id`} data-testid="header-user-id">
          {userId}
        </span>
        <button type="button" className="shell-header__logout" onClick={() => logout.send({ type: 'ASK' })}>
          <Trans>Logout</Trans>
        </button>
      </div>
      {!mobile && <Marquee announcements={data?.announcements ?? []} />}
    </header>
  );
}
