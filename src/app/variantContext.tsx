import { createContext, useContext, type ReactNode } from 'react';
import type { Variant } from '../../variants/types.ts';
import { resolveVariant } from '../../variants/resolve.ts';

// The brand is chosen once, from the host name, before the first render (main.tsx).
const VariantContext = createContext<Variant>(resolveVariant('localhost'));

export function VariantProvider({ variant, children }: { variant: Variant; children: ReactNode }) {
  return <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>;
}

export const useVariant = () => useContext(VariantContext);
