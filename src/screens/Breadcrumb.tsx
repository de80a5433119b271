import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { UserListItem } from '../../contract/members.ts';
import { trailSteps } from '../../machines/rules/screenTrail.ts';
import { formatScreenUrl, paramOf, withChanges, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import { SCREEN_INDEX } from './screenIndex.ts';
import { screenPaths, screenShownAt } from './screenQuery.ts';
import { userTrail } from './userTrail.ts';

interface Step {
  label: string;
  href: string;
}

/**
 * The drill-down trail (spec 02 §2.12): the screens left on the way here (from the URL's trail, each
 * a link to exactly the rows it showed), then this screen, then each user from the top of the
 * caller's tree down to the one the URL names. Every step but the last is a link back to it; this
 * screen's own step drops the UserId. Nothing is shown before a drill-down.
 */
export function Breadcrumb({ title, url, tree }: { title: string; url: ScreenUrl; tree: readonly UserListItem[] | undefined }) {
  const { t, i18n } = useLingui();
  const titleAt = (step: ScreenUrl) => {
    // Screens sharing a path (Bets In, Bets Out) are told apart by the step's own query.
    const candidates = SCREEN_INDEX.filter((candidate) => screenPaths(candidate).includes(step.path));
    const screen = candidates.find((candidate) => screenShownAt(candidate, formatScreenUrl(step).split('?')[1] ?? '')) ?? candidates[0];
    return screen ? i18n._(screen.title) : step.path;
  };
  const earlier: Step[] = trailSteps(url).map((step) => {
    const userId = paramOf(step.url, 'UserId');
    const screenTitle = titleAt(step.url);
    return { label: userId ? t`${screenTitle} (${userId})` : screenTitle, href: step.href };
  });
  const userId = paramOf(url, 'UserId');
  // The top of the tree is the caller: its step is the screen itself.
  const users = userId ? userTrail(tree ?? [], userId).slice(tree?.length ? 1 : 0) : [];
  const steps = earlier.concat(
    { label: title, href: formatScreenUrl(withChanges(url, { UserId: null })) },
    users.map((user) => ({ label: user, href: formatScreenUrl(withChanges(url, { UserId: user })) })),
  );
  if (steps.length < 2) return null;
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.href} aria-current="page">
              {step.label}
            </li>
          ) : (
            <li key={step.href}>
              <Link href={step.href}>{step.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
