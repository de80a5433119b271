import type { ReactNode } from 'react';

/** The signed-out frame; the terms page drops the background image (spec 01 §2). */
export function LoginLayout({ children, plain = false }: { children: ReactNode; plain?: boolean }) {
  return <main className={plain ? 'login login--plain' : 'login'}>{children}</main>;
}
