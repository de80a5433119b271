import { useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFlows } from '../../app/flowsContext.tsx';
import { UPLOAD_FORMATS, type BetUploadForm } from '../../../contract/files.ts';
import type { UserListItem } from '../../../contract/members.ts';
import { UserDropdown } from '../../widgets/UserDropdown.tsx';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { JobStatus } from '../../widgets/JobStatus.tsx';
import { BetFilesTable } from './BetFilesTable.tsx';
import { FileJobResult } from './FileJobResult.tsx';
import './bets.css';

/** The form's values as the browser holds them (an uncontrolled form: typing is the inputs' own business). */
function readForm(form: HTMLFormElement): BetUploadForm {
  const data = new FormData(form);
  // The chosen file from the input itself (FormData gives an empty File when none was chosen).
  const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
  return {
    file: file ?? new File([], ''),
    UserId: String(data.get('UserId') ?? ''),
    ARACode: String(data.get('ARACode') ?? ''),
    StrictNumber: data.get('StrictNumber') === 'on',
    AcceptDecimals: data.get('AcceptDecimals') === 'on',
    Remarks: String(data.get('Remarks') ?? ''),
    Format: UPLOAD_FORMATS.find((format) => format === data.get('Format')) ?? 'ttt',
  };
}

/**
 * Bet Upload (spec 02 §5 file upload form, §7.10): a text file of bet lines with UserId, ARACode,
 * StrictNumber (checked), AcceptDecimals (unchecked) and optional Remarks, sent with a progress bar,
 * then processed on the server while its status is polled (lines processed), then the rejected lines
 * with their reasons. Below, the user's files, each of which can be processed or deleted.
 */
export function BetUploadPage() {
  const { t } = useLingui();
  const flows = useFlows();
  const actor = useActorRef(flows.bets.betUpload, flows.actorOptions);
  const members = useActorRef(flows.bets.members, { ...flows.actorOptions, input: { request: 'memberTree' } });
  const users = useSelector(members, (s) => (s.context.answer?.data ?? null) as UserListItem[] | null);
  const loadingUsers = useSelector(members, (s) => s.hasTag('busy'));
  // The chosen user is the form's own state, like the text of its other inputs; it travels in a hidden input.
  const [userId, setUserId] = useState<string | null>(null);
  const view = useSelector(actor, (snapshot) => ({
    uploading: snapshot.matches({ upload: 'uploading' }),
    percent: Math.round(snapshot.context.uploadFraction * 100),
    uploadError: snapshot.context.uploadError,
    job: snapshot.context.job,
  }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', form: readForm(event.currentTarget) });
  }

  return (
    <section className="bets-page">
      <PageHeader title={t`Bet Upload`} />
      <form className="bet-upload__form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="bet-upload-format">
            <Trans>Format</Trans>
          </label>
          <select id="bet-upload-format" name="Format" defaultValue="ttt">
            <option value="ttt">{t`Text (one bet per line)`}</option>
            <option value="ara">{t`Backup ARA file`}</option>
            <option value="dbf">{t`dBase (.dbf)`}</option>
            <option value="lzh">{t`LZH archive`}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bet-upload-file">
            <Trans>File</Trans>
          </label>
          <input id="bet-upload-file" name="file" type="file" accept=".txt,.ara,.dbf,.lzh,.lha,text/plain" required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bet-upload-user">
            <Trans>UserId</Trans>
          </label>
          <UserDropdown id="bet-upload-user" label={t`UserId`} users={users} loading={loadingUsers} value={userId} onChange={setUserId} />
          <input type="hidden" name="UserId" value={userId ?? ''} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bet-upload-ara">
            <Trans>ARACode</Trans>
          </label>
          <input id="bet-upload-ara" name="ARACode" type="text" autoComplete="off" required />
        </div>
        <label className="bet-upload__check">
          <input name="StrictNumber" type="checkbox" defaultChecked />
          <Trans>StrictNumber</Trans>
        </label>
        <label className="bet-upload__check">
          <input name="AcceptDecimals" type="checkbox" />
          <Trans>AcceptDecimals</Trans>
        </label>
        <div className="field">
          <label className="field__label" htmlFor="bet-upload-remarks">
            <Trans>Remarks</Trans>
          </label>
          <input id="bet-upload-remarks" name="Remarks" type="text" autoComplete="off" />
        </div>
        <div className="bet-upload__actions">
          <button type="submit" className="button button--primary" disabled={view.uploading}>
            <Trans>Upload</Trans>
          </button>
        </div>
      </form>
      {view.uploading && (
        <div className="bet-upload__progress">
          <progress aria-label={t`Upload progress`} max={100} value={view.percent} />
          <span>
            <Trans>{view.percent}% sent</Trans>
          </span>
        </div>
      )}
      {view.uploadError && (
        <p role="alert" className="bets-page__error">
          {view.uploadError}
        </p>
      )}
      {view.job && (
        <div className="bet-upload__job">
          <h2>
            <Trans>Processing</Trans>
          </h2>
          <JobStatus actor={view.job} progressLabel={t`Lines processed`} />
          <FileJobResult job={view.job} />
        </div>
      )}
      <BetFilesTable actor={actor} />
    </section>
  );
}
