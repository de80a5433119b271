import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFlows } from '../app/flowsContext.tsx';
import { PageHeader } from '../widgets/PageHeader.tsx';
import { JobStatus, type JobActorRef } from '../widgets/JobStatus.tsx';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { JobScreenDeclaration } from './jobScreenDeclaration.ts';

const cellText = (i18n: I18n, cell: string | MessageDescriptor) => (typeof cell === 'string' ? cell : i18n._(cell));

/** The finished job's report as a table, or the declaration's words for an empty one. */
function JobResult({ screen, job }: { screen: JobScreenDeclaration; job: JobActorRef }) {
  const { i18n } = useLingui();
  const details = useSelector(job, (snapshot) => (snapshot.matches('succeeded') ? (snapshot.context.report?.details ?? null) : null));
  if (details === null) return null;
  const rows = screen.result.rows(details as never);
  if (rows.length === 0) return <p role="status">{i18n._(screen.result.empty)}</p>;
  return (
    <table className="bets-table" aria-label={i18n._(screen.result.caption)}>
      <caption>{i18n._(screen.result.caption)}</caption>
      <thead>
        <tr>
          {screen.result.columns.map((column) => (
            <th key={column.header.id} scope="col">
              {i18n._(column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {screen.result.columns.map((column) => (
              <td key={column.header.id} style={column.numeric ? { textAlign: 'right' } : undefined}>
                {cellText(i18n, column.value(row as never))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One run of the job, watched from its start (a new run is a new actor); its request is the URL parameters it names. */
function JobRun({ screen, request }: { screen: JobScreenDeclaration; request: Readonly<Record<string, string>> }) {
  const { t } = useLingui();
  const job = useActorRef(useFlows().jobScreens.of(screen), { input: { request } });
  return (
    <>
      <JobStatus actor={job} progressLabel={t`Progress`} />
      <JobResult screen={screen} job={job} />
    </>
  );
}

/** Every declared job screen (issue 20): what the job does, a button that starts it, its progress and its report. */
export function JobScreenPage({ screen }: { screen: JobScreenDeclaration }) {
  const { i18n } = useLingui();
  const [run, setRun] = useState(0);
  const search = useSearch();
  const request = useMemo(() => {
    const url = new URLSearchParams(search);
    return Object.fromEntries((screen.urlParams ?? []).flatMap(({ name }) => (url.get(name) ? [[name, url.get(name)!]] : [])));
  }, [screen, search]);
  return (
    <section className="form-page">
      <PageHeader title={i18n._(screen.title)} />
      <p>{i18n._(screen.intro)}</p>
      {Object.keys(request).length > 0 ? (
        <dl className="job-screen__request">
          {(screen.urlParams ?? []).map(({ name, label }) =>
            request[name] === undefined ? null : (
              <div key={name}>
                <dt>{i18n._(label)}</dt>
                <dd>{request[name]}</dd>
              </div>
            ),
          )}
        </dl>
      ) : null}
      <div className="form-page__actions">
        <button type="button" className="button button--primary" onClick={() => setRun((n) => n + 1)}>
          {i18n._(screen.startLabel)}
        </button>
      </div>
      {run > 0 ? <JobRun key={run} screen={screen} request={request} /> : <Trans>Not run yet on this page.</Trans>}
    </section>
  );
}
