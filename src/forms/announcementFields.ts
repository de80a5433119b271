import { msg } from '@lingui/core/macro';
import { ANNOUNCEMENT_CONTENT_MAX } from '../../contract/announcements.ts';
import type { FormField } from './formDeclaration.ts';

/**
 * An announcement's fields (spec 02 §3: Content HTML, Color the background, PopUp 'Y' shown in a
 * modal on Home), shared by Add and Edit. The preview is what Home shows: the same sanitiser, on the
 * chosen colour. The server sanitises again before it stores (domain/htmlSanitizeRule.ts).
 */
export const ANNOUNCEMENT_FIELDS: readonly FormField[] = [
  {
    name: 'Content',
    label: msg`Content (HTML)`,
    kind: 'html',
    maxLength: ANNOUNCEMENT_CONTENT_MAX,
    lines: 8,
    background: 'Color',
    required: msg`Write the announcement.`,
  },
  { name: 'Color', label: msg`Background Colour`, kind: 'color' },
  {
    name: 'PopUp',
    label: msg`Pop Up on Home`,
    kind: 'choice',
    choices: [
      { value: 'N', label: msg`No` },
      { value: 'Y', label: msg`Yes` },
    ],
    required: msg`Choose whether it pops up.`,
  },
];
