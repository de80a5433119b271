import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The links and their machine (the data screen machine, GET appDownloads) are a chunk of their own,
 * requested as the page first renders, beside the API chunk the call needs anyway: the sign-in
 * page's first load carries neither. The links are an extra: a chunk that cannot load leaves the
 * row empty (and the page working) rather than sending the visitor to the reload guard.
 */
const SignInDownloadLinks = lazy<ComponentType>(() =>
  import('./SignInDownloadLinks.tsx').then(
    (module) => ({ default: module.SignInDownloadLinks }),
    (error: unknown) => {
      console.warn('[downloads] the download links could not be loaded', error);
      return { default: () => null };
    },
  ),
);

/**
 * The app downloads on the sign-in screen, where the installation guide sends people (spec 02
 * §2.10): shown when the settings give the URLs, from the call that needs no token (GET appDownloads).
 * Their row is there from the first paint, links or not (app.css `.signin-downloads`): the links
 * arrive after the form is drawn, and a row appearing then moved the centred form (Lighthouse's
 * layout shift on /login, issue 24).
 */
export function SignInDownloads() {
  return (
    <div className="signin-downloads">
      <Suspense fallback={null}>
        <SignInDownloadLinks />
      </Suspense>
    </div>
  );
}
