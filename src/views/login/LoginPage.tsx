import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { useSessionActor } from '../../app/rootActor.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';

/** The sign-in form (spec 01 §2): User Id, Password, a hidden language fixed to en, Login. */
export function LoginPage() {
  const session = useSessionActor();
  const { t } = useLingui();
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const errorMessage = useSelector(session, (s) => s.context.errorMessage);
  const urlMessage = new URLSearchParams(useSearch()).get('Msg');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    session.send({
      type: 'SIGN_IN',
      credentials: { userId: String(form.get('UserId') ?? ''), password: String(form.get('Password') ?? '') },
    });
  }

  const message = errorMessage ?? urlMessage;
  return (
    <main className="login">
      <form className="login__form" onSubmit={submit} aria-label={t`Sign in`}>
        <label className="field">
          <span className="field__label">
            <Trans>User Id</Trans>
          </span>
          <input name="UserId" placeholder={t`User Id`} autoComplete="username" required disabled={busy} />
        </label>
        <label className="field">
          <span className="field__label">
            <Trans>Password</Trans>
          </span>
          <input
            name="Password"
            type="password"
            placeholder={t`Password`}
            autoComplete="current-password"
            required
            disabled={busy}
          />
        </label>
        <input type="hidden" name="Lang" value="en" />
        <div className="login__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>Login</Trans>
          </button>
          {busy && <Spinner size="small" />}
        </div>
        {/* Shown as text, never as HTML: it may come from the URL. */}
        {message && (
          <p className="login__message login__message--error" role="alert">
            {message}
          </p>
        )}
      </form>
    </main>
  );
}
