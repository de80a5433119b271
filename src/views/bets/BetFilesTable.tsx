import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import type { betUploadMachine } from '../../../machines/betUpload.machine.ts';
import type { FileStatus } from '../../../contract/files.ts';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';

const STATUS_TEXT: Record<FileStatus, MessageDescriptor> = {
  uploaded: msg`Not processed yet`,
  processing: msg`Being processed`,
  processed: msg`Processed`,
  failed: msg`Processing failed`,
};

/** The user's bet files (GET files): process one (again) or delete it after a confirmation. */
export function BetFilesTable({ actor }: { actor: ActorRefFrom<typeof betUploadMachine> }) {
  const { t } = useLingui();
  const view = useSelector(actor, (snapshot) => ({
    loading: snapshot.matches({ files: 'loading' }),
    failed: snapshot.matches({ files: 'failed' }),
    confirming: snapshot.matches({ files: 'confirmingDelete' }),
    deleting: snapshot.matches({ files: 'deleting' }),
    canDelete: snapshot.matches({ files: 'listed' }),
    files: snapshot.context.files,
    filesError: snapshot.context.filesError,
    deleteFileId: snapshot.context.deleteFileId,
  }));
  const pending = view.files.find((file) => file.FileId === view.deleteFileId);
  const pendingName = pending?.FileName ?? '';
  return (
    <section className="bet-files" aria-label={t`Files`}>
      <h2>
        <Trans>Files</Trans>
      </h2>
      {(view.loading || view.deleting) && <Spinner size="small" />}
      {view.filesError && !view.failed && (
        <p role="alert" className="bets-page__error">
          {view.filesError}
        </p>
      )}
      {view.failed && <LoadFailed message={view.filesError} onRetry={() => actor.send({ type: 'RELOAD_FILES' })} />}
      {view.confirming && (
        <div role="alertdialog" aria-label={t`Delete file`} className="bet-files__confirm">
          <p>
            <Trans>Delete {pendingName} and the tickets it placed?</Trans>
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CONFIRM_DELETE' })}>
            <Trans>Yes, delete</Trans>
          </button>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL_DELETE' })}>
            <Trans>No</Trans>
          </button>
        </div>
      )}
      {!view.failed && view.files.length === 0 && !view.loading && (
        <p>
          <Trans>No data.</Trans>
        </p>
      )}
      {view.files.length > 0 && (
        <table className="bets-table" aria-label={t`Uploaded files`}>
          <thead>
            <tr>
              <th scope="col"><Trans>File</Trans></th>
              <th scope="col"><Trans>UserId</Trans></th>
              <th scope="col"><Trans>ARACode</Trans></th>
              <th scope="col"><Trans>Lines</Trans></th>
              <th scope="col"><Trans>Processing</Trans></th>
              <th scope="col"><Trans>Uploaded</Trans></th>
              <th scope="col"><span className="visually-hidden"><Trans>Actions</Trans></span></th>
            </tr>
          </thead>
          <tbody>
            {view.files.map((file) => (
              <tr key={file.FileId}>
                <td>{file.FileName}</td>
                <td>{file.UserId}</td>
                <td>{file.ARACode}</td>
                <td>{file.Lines}</td>
                <td>{t(STATUS_TEXT[file.FileStatus])}</td>
                <td>{file.CreatedDate.replace('T', ' ').slice(0, 19)}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t`Process ${file.FileName}`}
                    onClick={() => actor.send({ type: 'PROCESS', fileId: file.FileId })}
                  >
                    <Trans>Process</Trans>
                  </button>{' '}
                  <button
                    type="button"
                    className="button"
                    aria-label={t`Delete ${file.FileName}`}
                    disabled={!view.canDelete}
                    onClick={() => actor.send({ type: 'DELETE', fileId: file.FileId })}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
