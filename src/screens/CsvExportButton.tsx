import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { csvExportMachine } from '../../machines/csvExport.machine.ts';
import { ErrorText } from '../widgets/ErrorText.tsx';

/** Export CSV: every row of the screen's query (not only this page), as the server streams it. */
export function CsvExportButton({ actor, request, disabled }: { actor: ActorRefFrom<typeof csvExportMachine>; request: string; disabled: boolean }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errorMessage = useSelector(actor, (s) => s.context.errorMessage);
  return (
    <span className="csv-export">
      <button type="button" className="button" disabled={disabled || busy} onClick={() => actor.send({ type: 'EXPORT', request })}>
        {busy ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
      </button>
      <ErrorText message={errorMessage} />
    </span>
  );
}
