import { msg } from '@lingui/core/macro';
import { MAX_GROUP_NAME_CHARS, saveReportGroup } from '../../../contract/reportsGroup.ts';
import { GROUP_SAVE_PATH } from '../../screens/declarations/reportGroupSetting.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/**
 * Save a group of the Group report (spec 02 §7.13 POST reportGroupSetting): a name and the caller's
 * direct downlines in it. The name of an existing group (without regard to case) replaces that
 * group's members; the server refuses members that are not direct downlines or are in another group,
 * on the Members field.
 */
export const reportGroupSave: FormDeclaration = {
  id: 'reportGroupSave',
  path: GROUP_SAVE_PATH,
  title: msg`Save Group`,
  menuItem: 'groupReport',
  fields: [
    { name: 'Name', label: msg`Group`, kind: 'text', maxLength: MAX_GROUP_NAME_CHARS, fromUrl: true, required: msg`Enter the name of the group.` },
    { name: 'Members', label: msg`Members (direct downline user ids, separated by commas)`, kind: 'text', maxLength: 4000, fromUrl: true, required: msg`Name the members, separated by commas.` },
  ],
  save: { endpoint: saveReportGroup, params: [] },
  savedMessage: msg`Group saved.`,
};
