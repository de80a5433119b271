import type { ReactNode } from 'react';
import { LanguageToggle } from '../views/language/LanguageToggle.tsx';

/**
 * The signed-out frame; the terms page drops the background image (spec 01 §2). Pages other than
 * the sign-in form offer the language toggle; on /login only the brand that has a selector shows one.
 */
export function LoginLayout({ children, plain = false, toggle = true }: { children: ReactNode; plain?: boolean; toggle?: boolean }) {
  return (
    <main className={plain ? 'login login--plain' : 'login'}>
      {toggle && <LanguageToggle />}
      {children}
    </main>
  );
}
