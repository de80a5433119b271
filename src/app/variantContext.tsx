import { createContext, useContext, type ReactNode } from 'react';
import type { Variant } from '../../variants/types.ts';

// The brand is chosen once, from the host name, before the first render (main.tsx), and always
// provided: no default here, which would put the registry of every brand in the entry.
const VariantContext = createContext<Variant | null>(null);

export function VariantProvider({ variant, children }: { variant: Variant; children: ReactNode }) {
  return <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>;
}

export function useVariant(): Variant {
  const variant = useContext(VariantContext);
  if (!variant) throw new Error('useVariant needs a VariantProvider (main.tsx gives one)');
  return variant;
}
