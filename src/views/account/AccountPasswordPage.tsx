import { useEffect, useRef, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useFlows } from '../../app/flowsContext.tsx';
import { translateKnown } from '../../i18n/knownMessages.ts';
import { AlertBanner } from '../../widgets/AlertBanner.tsx';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import type { AccountPasswordField } from '../../../machines/accountPassword.machine.ts';

/** Change Password in the signed-in area (/admin/changePassword): old, new and confirm; no captcha. */
export function AccountPasswordPage() {
  const flows = useFlows();
  const change = useActorRef(flows.accountPassword, flows.actorOptions);
  const { i18n, t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const updated = useSelector(change, (s) => s.matches('updated'));
  const { values, errors, touched, submitted, failure } = useSelector(change, (s) => s.context);

  // The machine says which input gets focus when a submit is refused.
  useEffect(() => {
    const subscription = change.on('focus', ({ field }) => {
      form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
    });
    return () => subscription.unsubscribe();
  }, [change]);

  const fields: { name: AccountPasswordField; label: string; autoComplete: string }[] = [
    { name: 'OldPassword', label: t`Old Password`, autoComplete: 'current-password' },
    { name: 'Password1', label: t`New Password`, autoComplete: 'new-password' },
    { name: 'Password2', label: t`Confirm Password`, autoComplete: 'new-password' },
  ];
  const shownError = (field: AccountPasswordField) =>
    (touched[field] || submitted) && errors[field] ? translateKnown(i18n, errors[field]) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    change.send({ type: 'SUBMIT' });
  }

  return (
    <section className="account-password">
      <PageHeader title={t`Change Password`} />
      <AlertBanner alert={updated ? { type: 'success', message: msg`Password updated.` } : null} />
      <AlertBanner alert={failure ? { type: 'error', message: translateKnown(i18n, failure) } : null} />
      <form ref={form} onSubmit={submit} noValidate aria-label={t`Change Password`}>
        {fields.map((field) => {
          const error = shownError(field.name);
          return (
            <div key={field.name} className="field">
              <label className="field__label" htmlFor={`account-${field.name}`}>
                {field.label}
              </label>
              <input
                id={`account-${field.name}`}
                name={field.name}
                type="password"
                autoComplete={field.autoComplete}
                value={values[field.name]}
                disabled={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `account-${field.name}-error` : undefined}
                onChange={(event) => change.send({ type: 'CHANGE', field: field.name, value: event.target.value })}
                onBlur={() => change.send({ type: 'BLUR', field: field.name })}
              />
              {error && (
                <span id={`account-${field.name}-error`} className="field__error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Submit</Trans>
        </button>
        {busy && <Spinner size="small" />}
      </form>
    </section>
  );
}
