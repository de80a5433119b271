import { msg } from '@lingui/core/macro';
import { limitById, updateLimit } from '../../../contract/limits.ts';
import { LIMIT_EDIT_PATH } from '../../screens/limitSettingPaths.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { LIMIT_FIELDS } from '../limits/limitFields.ts';

/** Edit Limit (Limit Setting's row Edit, PUT limit): the limit of the URL's LimitId, loaded, changed. */
export const limitEdit: FormDeclaration = {
  id: 'limitEdit',
  path: LIMIT_EDIT_PATH,
  title: msg`Edit Limit`,
  menuItem: 'limitSetting',
  fields: LIMIT_FIELDS,
  load: { endpoint: limitById, params: ['LimitId'] },
  save: { endpoint: updateLimit, params: ['LimitId'] },
  savedMessage: msg`Limit saved.`,
};
