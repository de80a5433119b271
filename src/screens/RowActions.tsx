import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { ScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { RowAction } from './rowActions.ts';
import { drillHref } from './screenQuery.ts';

interface RowActionsProps {
  actions: readonly RowAction<unknown>[];
  row: unknown;
  url: ScreenUrl;
  locId: string;
  /** A write runs or is being confirmed: the buttons wait. */
  disabled: boolean;
  onWrite: (action: RowAction<unknown> & { kind: 'write' }, row: unknown) => void;
}

/** A row's Actions cell: a link per `link` action (a navigation), a button per `write` (the chart runs it). */
export function RowActions({ actions, row, url, locId, disabled, onWrite }: RowActionsProps) {
  const { i18n } = useLingui();
  return (
    <span className="data-screen__actions">
      {actions.filter((action) => !action.when || action.when(row)).map((action) =>
        action.kind === 'link' ? (
          <Link key={action.id} href={drillHref(url, action.to(row), locId)} tabIndex={-1}>
            {i18n._(action.label)}
          </Link>
        ) : (
          <button key={action.id} type="button" className="button" tabIndex={-1} disabled={disabled} onClick={() => onWrite(action, row)}>
            {i18n._(action.label)}
          </button>
        ),
      )}
    </span>
  );
}
