import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { LocationId } from '../menu/types.ts';
import type { ScreenLink } from './declaration.ts';

/** Where a header link leads: its path, with LocId and the parameters it names taken from the screen's URL. */
export function screenLinkHref(link: ScreenLink, url: ScreenUrl, locId: LocationId): string {
  const query = new URLSearchParams({ LocId: locId });
  for (const [name, value] of url.params) if (link.params.includes(name) && value !== '') query.set(name, value);
  return `${link.path}?${query.toString()}`;
}

/** A screen's header links (declaration `links`), as buttons. */
export function ScreenLinks({ links, url, locId }: { links: readonly ScreenLink[] | undefined; url: ScreenUrl; locId: LocationId }) {
  const { i18n } = useLingui();
  if (!links?.length) return null;
  return (
    <div className="data-screen__links">
      {links.map((link) => (
        <Link key={link.id} className="button" href={screenLinkHref(link, url, locId)}>
          {i18n._(link.label)}
        </Link>
      ))}
    </div>
  );
}
