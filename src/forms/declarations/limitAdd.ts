import { msg } from '@lingui/core/macro';
import { createLimit } from '../../../contract/limits.ts';
import { LIMIT_ADD_PATH } from '../../screens/limitSettingPaths.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { LIMIT_FIELDS } from '../limits/limitFields.ts';

/** Add Limit (Limit Setting, POST limit): a number, its most stake per draw and what a bet over it gets. */
export const limitAdd: FormDeclaration = {
  id: 'limitAdd',
  path: LIMIT_ADD_PATH,
  title: msg`Add Limit`,
  menuItem: 'limitSetting',
  fields: LIMIT_FIELDS,
  save: { endpoint: createLimit, params: [] },
  savedMessage: msg`Limit saved.`,
  resetAfterSave: true,
};
