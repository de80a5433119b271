import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { isSubmittable } from '../../../machines/form.machine.ts';
import { loginPath } from '../../../machines/rules/navigation.ts';
import { PASSWORD_UPDATED, REQUIRED_MESSAGES } from '../../../machines/rules/passwordForm.ts';
import { usePublicFlows } from '../../app/flowsContext.tsx';
import { usePageFlow } from '../../app/pageFlows.ts';
import type { FormField } from '../../forms/formDeclaration.ts';
import { FormFields, messageText, shownProblem } from '../../forms/FormFields.tsx';
import { formSpecOf } from '../../forms/formSpec.ts';
import { PASSWORD_FIELDS, USER_ID_FIELD } from '../../forms/passwordFields.ts';
import { useFormView } from '../../forms/useFormActor.ts';
import { Spinner } from '../../widgets/Spinner.tsx';
import { CaptchaField } from '../login/CaptchaField.tsx';
import { createPasswordChangeFlow } from './passwordChangeFlow.ts';

/** The captcha's answer: typed in the captcha widget, checked as a field of the form. */
const CAPTCHA_FIELD: FormField = { name: 'Token', kind: 'text', label: msg`Captcha`, required: REQUIRED_MESSAGES.Token };

/**
 * Update Password (spec 01 §2): user id (only without LoginId), old, new and confirm, captcha. Its
 * chart runs the form machine and the captcha (its answer and token become the form's Token and
 * captchaToken; a new image after every failed try); what is this page's own is the LoginId and
 * going to /login with "Password updated." after success. The page renders and sends events only.
 */
export function ChangePasswordPage() {
  const flows = usePublicFlows();
  const passwordChange = usePageFlow((given) => given.passwordChange, createPasswordChangeFlow);
  const { i18n } = useLingui();
  const loginId = new URLSearchParams(useSearch()).get('LoginId');
  const shown = loginId ? PASSWORD_FIELDS : [USER_ID_FIELD, ...PASSWORD_FIELDS];
  const spec = formSpecOf({ fields: [...shown, CAPTCHA_FIELD] }, { navigate: loginPath({ MsgSuccess: PASSWORD_UPDATED }) });
  // The page's chart runs the form and the captcha and wires them together (machines/passwordChange.machine.ts).
  const input = { spec: { ...spec, initial: { ...spec.initial, UserId: loginId ?? '' } }, params: {} };
  const flow = useActorRef(passwordChange, { ...flows.actorOptions, input });
  const captcha = useSelector(flow, (snapshot) => snapshot.children.captcha)!;
  const { form, state, context, busy, send } = useFormView(useSelector(flow, (snapshot) => snapshot.children.form)!);

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
