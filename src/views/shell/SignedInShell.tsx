import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { Profile } from '../../../contract/profile.ts';
import { useFlows } from '../../app/flowsContext.tsx';
import { useNavigationBridge } from '../../app/navigationBridge.ts';
import { getLocId } from '../../app/currentLocation.ts';
import { usePageLocId } from '../../app/pageLocation.ts';
import { activeTabFor, isMember, visibleMenu } from '../../menu/index.ts';
import { shellTheme } from '../../shell/theme.ts';
import { hostTheme } from '../../shell/hostTheme.ts';
import { sideMenuVariables, sideMenuWidths } from '../../shell/sideMenuWidths.ts';
import { useVariant } from '../../app/variantContext.tsx';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../widgets/useMediaQuery.ts';
import { LeftMenu } from './LeftMenu.tsx';
import { LogoutConfirm } from './LogoutConfirm.tsx';
import { MemberInfoPanel } from './MemberInfoPanel.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import './shell.css';

/**
 * The signed-in frame (spec 02 §2.1–§2.4): header, left menu and content, dressed in the current
 * location's theme. The shell machine holds its data and state; the location machine (made here
 * from the signed-in area's flows, once per frame) switches locations.
 */
export function SignedInShell({ profile, children }: { profile: Profile; children: ReactNode }) {
  const flows = useFlows();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [path] = useLocation();
  const search = useSearch();
  const pageLocId = usePageLocId();
  // The shell starts once per page load with what the first URL and the screen width say.
  const [input] = useState(() => ({ activeTab: activeTabFor(path), sidebarOpen: !mobile, localNow: Date.now() }));
  const shell = useActorRef(flows.shell, { ...flows.actorOptions, input });
  // The location switcher lives with the frame (its code is the signed-in area's, not the sign-in page's).
  const [locationInput] = useState(() => ({ locId: getLocId() }));
  const location = useActorRef(flows.location, { ...flows.actorOptions, input: locationInput });
  useNavigationBridge(location);

  // Each navigation: the active tab is re-checked 260 ms later (the machine's menuRecheck). The
  // first URL is the machine's input, not a navigation.
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    shell.send({ type: 'NAVIGATED', tab: activeTabFor(path) });
  }, [shell, path]);
  // The available locations of this user; the mobile frame corrects a stored location the user lacks.
  // The location machine stores the page's LocId (a drill-down link naming another location).
  useEffect(() => {
    location.send({ type: 'LOAD', userId: profile.UserId, shell: mobile ? 'mobile' : 'desktop', locId: pageLocId });
  }, [location, profile.UserId, mobile, pageLocId]);

  const locId = useSelector(location, (s) => s.context.locId);
  const data = useSelector(shell, (s) => s.context.data);
  const clock = useSelector(shell, (s) => s.children.clock);
  const logout = useSelector(shell, (s) => s.children.logoutConfirm);
  // Links carry a fresh reload stamp (rand) after every navigation, so following one again reloads its page.
  const tabs = useMemo(
    () => visibleMenu(profile, locId, mobile ? 'mobile' : 'desktop', Date.now(), data?.mobileAppData ?? null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- path and search: a new stamp per navigation
    [profile, locId, mobile, data, path, search],
  );
  const theme = shellTheme(profile.Loc);
  const variant = useVariant();
  // The host's brand colours, the side menu's widths for this shell and layout, the location's table colours.
  const style = { ...hostTheme(variant), ...sideMenuVariables(sideMenuWidths(mobile ? 'mobile' : 'desktop', flows.newLayout)), ...theme.tableVariables };
  if (!logout) return null;
  return (
    <div className={`shell${flows.newLayout ? ' shell--new-layout' : ''}`} style={style} data-location={locId} data-brand={variant.key}>
      <ShellHeader
        shell={shell}
        location={location}
        clock={clock}
        logout={logout}
        userId={profile.UserId}
        data={data}
        mobile={mobile}
        style={theme.headerStyle}
      />
      <div className="shell__body">
        <LeftMenu
          shell={shell}
          tabs={tabs}
          logout={logout}
          bot={data?.smsSetting?.TelegramBot ?? null}
          themeClass={theme.leftMenuClass}
          info={<MemberInfoPanel isMember={isMember(profile)} location={location} credit={data?.credit ?? null} />}
        />
        <main className="shell__content">{children}</main>
      </div>
      <LogoutConfirm confirm={logout} />
    </div>
  );
}
