import { useEffect, useRef, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { useFlows } from '../../app/flowsContext.tsx';
import { useNavigationBridge } from '../../app/navigationBridge.ts';
import { translateKnown } from '../../i18n/knownMessages.ts';
import { Spinner } from '../../widgets/Spinner.tsx';
import { CaptchaField } from '../login/CaptchaField.tsx';
import type { PasswordField } from '../../../machines/rules/passwordForm.ts';
import { isSubmittable } from '../../../machines/passwordChange.machine.ts';

type TextField = Exclude<PasswordField, 'Token'>;

/** Update Password (spec 01 §2): user id (only without LoginId), old, new and confirm, captcha. */
export function ChangePasswordPage() {
  const flows = useFlows();
  const loginId = new URLSearchParams(useSearch()).get('LoginId');
  const change = useActorRef(flows.passwordChange, { ...flows.actorOptions, input: { loginId } });
  useNavigationBridge(change);
  const { i18n, t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const { values, errors, touched, submitted, needsUserId, failure } = useSelector(change, (s) => s.context);
  const captcha = useSelector(change, (s) => s.children.captcha);
  // The chart's own rule for an accepted submit (its guard uses the same function).
  const valid = useSelector(change, (s) => isSubmittable(s.context));

  // The machine says which input gets focus when a submit is refused.
  useEffect(() => {
    const subscription = change.on('focus', ({ field }) => {
      form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
    });
    return () => subscription.unsubscribe();
  }, [change]);

  const fields: { name: TextField; label: string; type: string; autoComplete: string }[] = [
    ...(needsUserId ? [{ name: 'UserId' as const, label: t`User Id`, type: 'text', autoComplete: 'username' }] : []),
    { name: 'OldPassword', label: t`Old Password`, type: 'password', autoComplete: 'current-password' },
    { name: 'Password1', label: t`New Password`, type: 'password', autoComplete: 'new-password' },
    { name: 'Password2', label: t`Confirm Password`, type: 'password', autoComplete: 'new-password' },
  ];
  const shownError = (field: PasswordField) => ((touched[field] || submitted) && errors[field] ? translateKnown(i18n, errors[field]) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    change.send({ type: 'SUBMIT' });
  }

  return (
    <form ref={form} className="login__form" onSubmit={submit} noValidate aria-labelledby="update-password-title">
      <h1 id="update-password-title" className="login__title">
        <Trans>Update Password</Trans> <span lang="zh">更新密码</span>
      </h1>
      {!needsUserId && (
        <p className="login__user">
          <Trans>User Id</Trans>: <strong>{values.UserId}</strong>
        </p>
      )}
      {fields.map((field) => {
        const error = shownError(field.name);
        return (
          <div key={field.name} className="field">
            <label className="field__label" htmlFor={`password-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`password-${field.name}`}
              name={field.name}
              type={field.type}
              placeholder={field.label}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${field.name}-error` : undefined}
              onChange={(event) => change.send({ type: 'CHANGE', field: field.name, value: event.target.value })}
              onBlur={() => change.send({ type: 'BLUR', field: field.name })}
            />
            {/* Outside the label: the input's name stays its label; the problem is its description. */}
            {error && (
              <span id={`${field.name}-error`} className="field__error">
                {error}
              </span>
            )}
          </div>
        );
      })}
      {captcha && <CaptchaField captcha={captcha} disabled={busy} />}
      {shownError('Token') && (
        <span id="Token-error" className="field__error">
          {shownError('Token')}
        </span>
      )}
      <div className="login__actions">
        {/* aria-disabled keeps it clickable: a refused submit shows every problem and focuses the first. */}
        <button type="submit" className="button button--primary" aria-disabled={!valid || busy} disabled={busy}>
          <Trans>Submit</Trans>
        </button>
        {busy && <Spinner size="small" />}
        <Link href="/login" className="button">
          <Trans>Login</Trans>
        </Link>
      </div>
      {failure && (
        <p className="login__message login__message--error" role="alert">
          {translateKnown(i18n, failure)}
        </p>
      )}
    </form>
  );
}
