import { msg } from '@lingui/core/macro';
import { MAX_LIMIT_CENTS } from '../../../contract/limits.ts';
import type { FormField } from '../formDeclaration.ts';

/**
 * The fields of a limit (Limit Setting's add and edit forms), with the server's rules checked as one
 * types (server/limits/limitRows.ts answers the same on the field).
 */
export const LIMIT_FIELDS: readonly FormField[] = [
  {
    name: 'Number',
    label: msg`Number`,
    kind: 'text',
    maxLength: 4,
    required: msg`Enter the number.`,
    rule: (value) => (/^[0-9]{4}$/.test(value.trim()) ? null : msg`The number is 4 digits, e.g. 1234.`),
  },
  {
    name: 'MaxCents',
    label: msg`Limit per Draw`,
    kind: 'money',
    required: msg`Enter the limit.`,
    rule: (value) => (Number(value) * 100 > MAX_LIMIT_CENTS ? msg`The limit is at most $10,000,000.00.` : null),
  },
  {
    name: 'Mode',
    label: msg`Over the Limit`,
    kind: 'choice',
    choices: [
      { value: 'refuse', label: msg`Refuse the bet` },
      { value: 'cut', label: msg`Cut it to what is left` },
    ],
    required: msg`Choose refuse or cut.`,
  },
];
