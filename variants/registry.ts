import type { Variant } from './types.ts';

/** The brand of any host that no variant names. */
export const DEFAULT_VARIANT_KEY = 'default';

export const VARIANTS: Variant[] = [
  {
    key: DEFAULT_VARIANT_KEY,
    brand: 'Draw Back Office',
    hosts: ['localhost', '127.0.0.1'],
    logo: { width: 331, height: 163 },
    buttonText: 'Login',
    placeholders: { userId: 'User Id', password: 'Password' },
    family: 'standard',
  },
];
