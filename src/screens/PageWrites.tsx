import { useLingui } from '@lingui/react/macro';
import type { PageWrite } from './rowActions.ts';

/** A view's writes over the rows shown (Subscribe all), as buttons above the table; one with no row for it is not offered. */
export function PageWrites({ writes, rows, disabled, onWrite }: { writes: readonly PageWrite<unknown>[]; rows: readonly unknown[]; disabled: boolean; onWrite: (write: PageWrite<unknown>) => void }) {
  const { i18n, t } = useLingui();
  const offered = writes.filter((write) => write.call(rows) !== null);
  if (offered.length === 0) return null;
  return (
    <nav className="data-screen__page-actions" aria-label={t`Actions on the rows shown`}>
      {offered.map((write) => (
        <button key={write.id} type="button" className="button" disabled={disabled} onClick={() => onWrite(write)}>
          {i18n._(write.label)}
        </button>
      ))}
    </nav>
  );
}
