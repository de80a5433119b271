import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { useFlows } from '../app/flowsContext.tsx';
import { AlertBanner } from '../widgets/AlertBanner.tsx';
import { LoadFailed } from '../widgets/LoadFailed.tsx';
import { PageHeader } from '../widgets/PageHeader.tsx';
import { Spinner } from '../widgets/Spinner.tsx';
import { Unauthorized } from '../widgets/Unauthorized.tsx';
import type { FormDeclaration } from './formDeclaration.ts';
import { FormFields, messageText } from './FormFields.tsx';
import { formParams, formSpecOf } from './formSpec.ts';
import { useFormActor } from './useFormActor.ts';
import './forms.css';

/** One declared form on its page, for the parameters its URL names; a page's further forms head their section with an h2. */
function DeclaredForm({ form, search, primary = true }: { form: FormDeclaration; search: string; primary?: boolean }) {
  const { i18n } = useLingui();
  const flows = useFlows();
  const params = formParams(form, search);
  const { form: formRef, state, context, busy, send } = useFormActor(flows.forms.of(form), { spec: formSpecOf(form, {}, params), params });
  const [path, navigate] = useLocation();
  // Choosing the record (a `namesRecord` field) is a new URL, and a new URL is a fresh form that loads it.
  const change = (field: string, value: string) => {
    if (!form.fields.some((declared) => declared.name === field && declared.namesRecord)) return send.change(field, value);
    const query = new URLSearchParams(search);
    if (value) query.set(field, value);
    else query.delete(field);
    navigate(`${path}?${query.toString()}`, { replace: true });
  };
  const title = i18n._(form.title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.submit();
  };
  const loadFailed = state === 'failed' && context.failedStep === 'load';
  if (state === 'unauthorized') {
    // Refused as a data screen is: its title and 'Unauthorized Access', nothing to edit or retry.
    return (
      <section className="form-page">
        {primary ? <PageHeader title={title} showBack /> : <h2 className="form-page__title">{title}</h2>}
        <Unauthorized />
      </section>
    );
  }
  return (
    <section className="form-page" aria-busy={busy}>
      {primary ? <PageHeader title={title} showBack /> : <h2 className="form-page__title">{title}</h2>}
      <AlertBanner alert={state === 'saved' ? { type: 'success', message: form.savedMessage } : null} />
      <AlertBanner alert={state === 'failed' && !loadFailed && context.failure ? { type: 'error', message: messageText(i18n, context.failure) } : null} />
      <AlertBanner alert={state === 'refused' && context.refusal.length ? { type: 'error', message: context.refusal.map((m) => messageText(i18n, m)).join(' ') } : null} />
      {state === 'loading' && <Spinner />}
      {/* A failed load is shown as every page shows one (src/widgets/LoadFailed.tsx): nothing to edit yet. */}
      {loadFailed && <LoadFailed message={context.failure && messageText(i18n, context.failure)} onRetry={send.retry} />}
      {state !== 'loading' && !loadFailed && (
        <form ref={formRef} className="form-page__form" onSubmit={submit} noValidate aria-label={title}>
          {form.intro && <p className="form-page__intro">{i18n._(form.intro)}</p>}
          <FormFields fields={form.fields} context={context} idPrefix={form.id} disabled={busy} onChange={change} onBlur={send.blur} />
          <div className="form-page__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {form.submitLabel ? i18n._(form.submitLabel) : <Trans>Submit</Trans>}
            </button>
            {busy && <Spinner size="small" />}
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * Every declared form (issue 19): a declaration rendered. Its URL's query names the record (e.g.
 * UserId), so a data screen's row action links to it; a new URL is a fresh form.
 */
export function FormPage({ form }: { form: FormDeclaration }) {
  const search = useSearch();
  return <DeclaredForm key={search} form={form} search={search} />;
}

/** Whether the URL's query is what the form asks for (`shownWhen`; null: the parameter is absent). */
export function shownAt(form: Pick<FormDeclaration, 'shownWhen'>, search: string): boolean {
  const query = new URLSearchParams(search);
  return Object.entries(form.shownWhen ?? {}).every(([name, value]) => query.get(name) === value);
}

/** The forms that share a route (src/forms/pages.ts): those the URL asks for, one below the other. */
export function FormsPage({ forms }: { forms: readonly FormDeclaration[] }) {
  const search = useSearch();
  return forms
    .filter((form) => shownAt(form, search))
    .map((form, index) => <DeclaredForm key={`${form.id}?${search}`} form={form} search={search} primary={index === 0} />);
}
