import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { ScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { LocationId } from '../menu/types.ts';
import type { PageAction } from './declaration.ts';
import { drillHref } from './screenQuery.ts';

/** A screen's actions above its table (Create …): links, like a row's link actions, with the trail. */
export function PageActions({ actions, url, locId }: { actions: readonly PageAction[]; url: ScreenUrl; locId: LocationId }) {
  const { i18n, t } = useLingui();
  return (
    <nav className="data-screen__page-actions" aria-label={t`Actions`}>
      {actions.map((action) => (
        <Link key={action.id} className="button" href={drillHref(url, action.to(url), locId)}>
          {i18n._(action.label)}
        </Link>
      ))}
    </nav>
  );
}
