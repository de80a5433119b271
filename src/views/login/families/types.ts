import type { ReactNode } from 'react';
import type { Variant } from '../../../../variants/types.ts';

/** What every family view gets: the brand, and the one sign-in form (LoginPage) to place. */
export interface FamilyProps {
  variant: Variant;
  form: ReactNode;
}
