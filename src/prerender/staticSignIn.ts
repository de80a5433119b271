/**
 * /login's page arrives with the sign-in screen already drawn (server/http/signInMarkup.ts), in this
 * element over the app's root; the app removes it once it draws its own form, or leaves /login.
 */
export const STATIC_SIGN_IN_ID = 'signin-static';

/** Removes the page's copy of the sign-in screen, if it is still there. */
export function removeStaticSignIn() {
  document.getElementById(STATIC_SIGN_IN_ID)?.remove();
}
