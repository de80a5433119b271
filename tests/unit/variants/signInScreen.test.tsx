import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/renderApp.tsx';
import { VARIANTS } from '../../../variants/registry.ts';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import type { Variant } from '../../../variants/types.ts';

const firstOf = (family: Variant['family']) => VARIANTS.find((variant) => variant.family === family)!;
const hiddenLogo = VARIANTS.find((variant) => variant.family === 'standard' && variant.logo === null)!;

async function showSignIn(variant: Variant) {
  const app = renderApp({ path: '/login', variant });
  app.stubs.resolve('restoreSession', null);
  const root = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-variant="${variant.key}"]`);
    if (!found) throw new Error('the sign-in screen is not shown yet');
    return found;
  });
  return { app, root };
}

describe('the sign-in screen of each family', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it.each([firstOf('standard'), firstOf('dropdown'), firstOf('landing'), firstOf('landingOverlay'), firstOf('languageSelector'), hiddenLogo])(
    '$key ($family) lays out the one form with the brand’s texts and logo',
    async (variant) => {
      const { app, root } = await showSignIn(variant);
      expect(root.dataset.family).toBe(variant.family);
      // One form, the brand's placeholders and button text on it.
      expect(screen.getAllByRole('form', { hidden: true })).toHaveLength(1);
      const userId = screen.getByRole('textbox', { name: 'User Id', hidden: true });
      expect(userId.getAttribute('placeholder')).toBe(variant.placeholders.userId);
      expect(screen.getByLabelText('Password').getAttribute('placeholder')).toBe(variant.placeholders.password);
      const submit = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      expect(submit.textContent).toBe(variant.buttonText);
      const logo = screen.queryByTestId('brand-logo') as HTMLImageElement | null;
      if (variant.logo) {
        expect(logo?.getAttribute('src')).toBe(`/assets/login_styles/images_${variant.key.toLowerCase()}/logo.png`);
        expect(logo?.style.width).toBe(`${variant.logo.width}px`);
        expect(logo?.style.height).toBe(`${variant.logo.height}px`);
        expect(logo?.getAttribute('alt')).toBe(variant.brand);
      } else {
        expect(logo).toBeNull();
      }
      app.cleanup();
    },
  );

  it('stays blank while the session is checked (the family’s frame too)', async () => {
    const app = renderApp({ path: '/login', variant: firstOf('landingOverlay') });
    expect(document.querySelector('[data-variant]')).toBeNull();
    app.stubs.resolve('restoreSession', null);
    await waitFor(() => expect(document.querySelector('[data-variant]')).not.toBeNull());
    app.cleanup();
  });

  it('opens the login box at once when the page brings a message', async () => {
    const app = renderApp({ path: '/login?Msg=Session%20Error.', variant: firstOf('dropdown') });
    app.stubs.resolve('restoreSession', null);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(document.getElementById('login-box')!.hidden).toBe(false);
    app.cleanup();
  });

  it('switches the bilingual brand’s screen to Chinese and back through the locale machine', async () => {
    const { app } = await showSignIn(firstOf('languageSelector'));
    const locale = () => app.root.system.get('locale')!.getSnapshot().context.locale;
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    // The machine loads the catalog (its actor is stubbed here; the app's activates the catalog).
    expect(app.stubs.calls.get('activateLocale')).toEqual(['zh']);
    await activateLocale('zh');
    await app.stubs.resolveWhenInvoked('activateLocale', undefined);
    await waitFor(() => expect(locale()).toBe('zh'));
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('User Id')).toBeNull();
    // The hidden language field of the form stays en (spec 01 §2).
    expect(document.querySelector<HTMLInputElement>('input[name="Lang"]')!.value).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await activateLocale('en');
    await app.stubs.resolveWhenInvoked('activateLocale', undefined);
    await waitFor(() => expect(screen.getByText('User Id')).toBeTruthy());
    expect(locale()).toBe('en');
    app.cleanup();
  });
});
