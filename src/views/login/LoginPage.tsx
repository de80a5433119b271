import { useEffect, useLayoutEffect, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { usePublicFlows } from '../../app/flowsContext.tsx';
import { SignedOutOnly } from '../../app/guards.tsx';
import { useAppActor } from '../../app/rootActor.tsx';
import { useNavigationBridge } from '../../app/navigationBridge.ts';
import { translateKnown } from '../../i18n/knownMessages.ts';
import { Spinner } from '../../widgets/Spinner.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { SignInDownloads } from './SignInDownloads.tsx';
import { useVariant } from '../../app/variantContext.tsx';
import { removeStaticSignIn } from '../../prerender/staticSignIn.ts';

/** Places the form in a brand's layout (src/views/login/families/); by default the form alone. */
export type SignInFrame = (form: ReactNode) => ReactNode;

const formAlone: SignInFrame = (form) => form;

/**
 * The sign-in form (spec 01 §2): User Id, Password, captcha when on, a hidden Lang fixed to en.
 * `frame` lays out the brand around it; the frame is inside the page's guard, so the whole screen
 * stays blank while authentication is checked and goes when a signed-in user is redirected.
 */
export function LoginPage({ frame = formAlone }: { frame?: SignInFrame }) {
  const flows = usePublicFlows();
  const params = new URLSearchParams(useSearch());
  const signIn = useActorRef(flows.signIn, {
    ...flows.actorOptions,
    input: {
      captchaEnabled: flows.captchaEnabled,
      returnUrl: params.get('returnUrl'),
      message: params.get('Msg'),
      successMessage: params.get('MsgSuccess'),
    },
  });
  useNavigationBridge(signIn);
  // The form tells the root chart it is on screen: a server message with s.cr or s.ec demands a
  // captcha on it (spec 01 §4 step 6), and the chart passes the demand on.
  const app = useAppActor();
  useEffect(() => {
    app.send({ type: 'SIGN_IN_SHOWN', signIn });
    return () => app.send({ type: 'SIGN_IN_LEFT', signIn });
  }, [app, signIn]);
  // Leaving /login (a signed-in visitor redirected, maintenance) takes the page's copy of the screen with it.
  useLayoutEffect(() => removeStaticSignIn, []);
  const { i18n, t } = useLingui();
  // Placeholders and button text are the brand's (spec 01 §2); the labels stay the spec's wording.
  const { placeholders, buttonText } = useVariant();
  const busy = useSelector(signIn, (s) => s.hasTag('busy'));
  const userId = useSelector(signIn, (s) => s.context.userId);
  const password = useSelector(signIn, (s) => s.context.password);
  const message = useSelector(signIn, (s) => s.context.message);
  const captcha = useSelector(signIn, (s) => s.children.captcha);
  const canSubmit = useSelector(signIn, (s) => s.can({ type: 'SUBMIT' }));
  const signingIn = useSelector(signIn, (s) => !s.matches('idle'));

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.send({ type: 'SUBMIT' });
  }

  const form = (
    <form className="login__form" onSubmit={submit} aria-label={t`Sign in`}>
      <label className="field">
        <span className="field__label">
          <Trans>User Id</Trans>
        </span>
        <input
          name="UserId"
          placeholder={translateKnown(i18n, placeholders.userId)}
          autoComplete="username"
          value={userId}
          disabled={busy}
          onChange={(event) => signIn.send({ type: 'CHANGE_USER_ID', value: event.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">
          <Trans>Password</Trans>
        </span>
        <input
          name="Password"
          type="password"
          placeholder={translateKnown(i18n, placeholders.password)}
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(event) => signIn.send({ type: 'CHANGE_PASSWORD', value: event.target.value })}
        />
      </label>
      <input type="hidden" name="Lang" value="en" />
      {captcha && <CaptchaField captcha={captcha} disabled={busy} />}
      <div className="login__actions">
        <button type="submit" className="button button--primary" disabled={!canSubmit || busy}>
          {translateKnown(i18n, buttonText)}
        </button>
        {busy && <Spinner size="small" />}
      </div>
      {/* Text, never HTML: Msg and MsgSuccess come from the URL. */}
      {message && (
        <p
          className={`login__message login__message--${message.kind === 'success' ? 'success' : 'error'}`}
          role={message.kind === 'success' ? 'status' : 'alert'}
        >
          {message.kind === 'memberAuth' ? message.text : translateKnown(i18n, message.text)}
        </p>
      )}
    </form>
  );
  return (
    <SignedOutOnly signingIn={signingIn}>
      <ReplacesStaticSignIn />
      {frame(form)}
      <SignInDownloads />
    </SignedOutOnly>
  );
}

/**
 * Drawn with the form: the page's copy of the screen (server/http/signInMarkup.ts) goes before the
 * browser paints the form, so the visitor sees one screen throughout, and nothing moves.
 */
function ReplacesStaticSignIn() {
  useLayoutEffect(removeStaticSignIn, []);
  return null;
}
