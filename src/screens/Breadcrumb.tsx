import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { UserListItem } from '../../contract/members.ts';
import { formatScreenUrl, paramOf, withChanges, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import { userTrail } from './userTrail.ts';

/**
 * The drill-down trail (spec 02 §2.12): the screen, then each user from the top of the caller's
 * tree down to the one the URL names. Every step but the last is a link back to it; the first
 * (the screen itself) drops the UserId. Nothing is shown before a drill-down.
 */
export function Breadcrumb({ title, url, tree }: { title: string; url: ScreenUrl; tree: readonly UserListItem[] | undefined }) {
  const { t } = useLingui();
  const userId = paramOf(url, 'UserId');
  if (!userId) return null;
  // The top of the tree is the caller: its step is the screen itself.
  const users = userTrail(tree ?? [], userId).slice(tree?.length ? 1 : 0);
  const steps = [{ label: title, href: formatScreenUrl(withChanges(url, { UserId: null })) }].concat(
    users.map((user) => ({ label: user, href: formatScreenUrl(withChanges(url, { UserId: user })) })),
  );
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
