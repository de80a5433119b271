import { useEffect, type FormEvent } from 'react';
import { useActorRef } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { captchaStatus } from '../../../machines/captcha.machine.ts';
import { isSubmittable } from '../../../machines/form.machine.ts';
import { loginPath } from '../../../machines/rules/navigation.ts';
import { PASSWORD_UPDATED, REQUIRED_MESSAGES } from '../../../machines/rules/passwordForm.ts';
import { usePublicFlows } from '../../app/flowsContext.tsx';
import { usePageFlow } from '../../app/pageFlows.ts';
import type { FormField } from '../../forms/formDeclaration.ts';
import { FormFields, messageText, shownProblem } from '../../forms/FormFields.tsx';
import { formSpecOf } from '../../forms/formSpec.ts';
import { PASSWORD_FIELDS, USER_ID_FIELD } from '../../forms/passwordFields.ts';
import { useFormActor } from '../../forms/useFormActor.ts';
import { Spinner } from '../../widgets/Spinner.tsx';
import { CaptchaField } from '../login/CaptchaField.tsx';
import { createPasswordChangeFlow } from './passwordChangeFlow.ts';

/** The captcha's answer: typed in the captcha widget, checked as a field of the form. */
const CAPTCHA_FIELD: FormField = { name: 'Token', kind: 'text', label: msg`Captcha`, required: REQUIRED_MESSAGES.Token };

/**
 * Update Password (spec 01 §2): user id (only without LoginId), old, new and confirm, captcha. The
 * form machine runs it; what is this page's own is the LoginId, the captcha (its answer and token
 * become the form's Token and captchaToken; a new image after every failed try) and going to /login
 * with "Password updated." after success.
 */
export function ChangePasswordPage() {
  const flows = usePublicFlows();
  const passwordChange = usePageFlow((given) => given.passwordChange, createPasswordChangeFlow);
  const { i18n } = useLingui();
  const loginId = new URLSearchParams(useSearch()).get('LoginId');
  const shown = loginId ? PASSWORD_FIELDS : [USER_ID_FIELD, ...PASSWORD_FIELDS];
  const spec = formSpecOf({ fields: [...shown, CAPTCHA_FIELD] }, { navigate: loginPath({ MsgSuccess: PASSWORD_UPDATED }) });
  const { actor, form, state, context, busy, send } = useFormActor(passwordChange.form, {
    spec: { ...spec, initial: { ...spec.initial, UserId: loginId ?? '' } },
    params: {},
  });
  // The password change always asks for a captcha (spec 01 §5).
  const captcha = useActorRef(passwordChange.captcha, { ...flows.actorOptions, input: { enabled: true } });

  useEffect(() => {
    // The captcha's answer counts once it is typed into a loaded image.
    const subscription = captcha.subscribe((snapshot) => {
      const status = captchaStatus(snapshot);
      const values = actor.getSnapshot().context.values;
      const answer = status.ready ? status.answer : '';
      if ((values.captchaToken ?? '') !== (status.token ?? '')) send.change('captchaToken', status.token ?? '');
      if ((values.Token ?? '') !== answer) send.change('Token', answer);
    });
    // An answer is good once: a new image after a refused or failed try.
    const unsaved = actor.on('unsaved', () => captcha.send({ type: 'RELOAD' }));
    return () => {
      subscription.unsubscribe();
      unsaved.unsubscribe();
    };
  }, [actor, captcha, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.submit();
  };
  const captchaProblem = shownProblem(context, 'Token');
  const failure = state === 'failed' ? context.failure : state === 'refused' && context.refusal.length ? context.refusal.join(' ') : null;

  return (
    <form ref={form} className="login__form" onSubmit={submit} noValidate aria-labelledby="update-password-title">
      <h1 id="update-password-title" className="login__title">
        <Trans>Update Password</Trans> <span lang="zh">更新密码</span>
      </h1>
      {loginId && (
        <p className="login__user">
          <Trans>User Id</Trans>: <strong>{loginId}</strong>
        </p>
      )}
      <FormFields fields={shown} context={context} idPrefix="password" disabled={busy} onChange={send.change} onBlur={send.blur} />
      <CaptchaField captcha={captcha} disabled={busy} />
      {captchaProblem && (
        <span id="Token-error" className="field__error">
          {messageText(i18n, captchaProblem)}
        </span>
      )}
      <div className="login__actions">
        {/* aria-disabled keeps it clickable: a refused submit shows every problem and focuses the first. */}
        <button type="submit" className="button button--primary" aria-disabled={!isSubmittable(context) || busy} disabled={busy}>
          <Trans>Submit</Trans>
        </button>
        {busy && <Spinner size="small" />}
        <Link href="/login" className="button">
          <Trans>Login</Trans>
        </Link>
      </div>
      {failure && (
        <p className="login__message login__message--error" role="alert">
          {messageText(i18n, failure)}
        </p>
      )}
    </form>
  );
}
