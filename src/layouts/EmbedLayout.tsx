import type { ReactNode } from 'react';

/** The blank layout of embed mode: the same pages without header or menu (spec 02 §2.1). */
export function EmbedLayout({ children }: { children: ReactNode }) {
  return <main className="embed">{children}</main>;
}
