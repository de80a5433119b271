import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Variant } from '../../../../variants/types.ts';
import { imagesFolder } from '../../../../variants/logo.ts';
import { BrandLogo } from '../BrandLogo.tsx';

/**
 * The top navigation of the landing-page families (spec 01 §2): home, podcasts gallery, about us,
 * create new account, and the family's sign-in entry. The entries lead to the page's own sections.
 */
export function LandingNav({ variant, signInEntry }: { variant: Variant; signInEntry: ReactNode }) {
  return (
    <header className="landing__top">
      <a className="landing__brand" href="#home">
        <BrandLogo variant={variant} />
      </a>
      <nav>
        <ul className="landing__nav">
          <li>
            <a href="#home">
              <Trans>Home</Trans>
            </a>
          </li>
          <li>
            <a href="#podcasts">
              <Trans>Podcasts gallery</Trans>
            </a>
          </li>
          <li>
            <a href="#about">
              <Trans>About us</Trans>
            </a>
          </li>
          <li>
            <a href="#create-account">
              <Trans>Create new account</Trans>
            </a>
          </li>
          <li>{signInEntry}</li>
        </ul>
      </nav>
    </header>
  );
}

/** The landing page's sections, for the operator's own content, and the brand's bottom image. */
export function LandingSections({ variant }: { variant: Variant }) {
  const bottomImage = variant.extras?.bottomImage;
  return (
    <>
      <section id="home" className="landing__hero">
        <h1 className="landing__title">{variant.brand}</h1>
      </section>
      <section id="podcasts" className="landing__section">
        <h2>
          <Trans>Podcasts gallery</Trans>
        </h2>
        <div className="landing__gallery" aria-hidden="true">
          <span className="landing__tile" />
          <span className="landing__tile" />
          <span className="landing__tile" />
          <span className="landing__tile" />
        </div>
      </section>
      <section id="about" className="landing__section">
        <h2>
          <Trans>About us</Trans>
        </h2>
      </section>
      <section id="create-account" className="landing__section">
        <h2>
          <Trans>Create new account</Trans>
        </h2>
        <p>
          <Trans>Ask your agent to open an account for you.</Trans>
        </p>
      </section>
      {bottomImage && (
        <img className="landing__bottom-image" src={`${imagesFolder(variant.key)}/${bottomImage}`} alt="" data-testid="bottom-image" />
      )}
    </>
  );
}
