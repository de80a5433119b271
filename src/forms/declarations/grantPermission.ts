import { msg } from '@lingui/core/macro';
import { grantPermission as grantCall } from '../../../contract/permissions.ts';
import { GRANT_PERMISSION_PATH } from '../../screens/declarations/permissions.ts';
import { grantableNamesSource, memberTreeSource } from '../../screens/optionSources.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/**
 * Grant (Permission, spec 02 §7.12 POST permissions): a user of the caller's tree and a name the
 * caller holds (the Attribute list is those). The server answers who may not be given what on the
 * field (itself, a name the upline lacks, one held already).
 */
export const grantPermission: FormDeclaration = {
  id: 'grantPermission',
  path: GRANT_PERMISSION_PATH,
  title: msg`Grant Permission`,
  menuItem: 'permission',
  fields: [
    { name: 'UserId', kind: 'dropdown', label: msg`User Id`, source: memberTreeSource, required: msg`User Id is required.` },
    { name: 'Attribute', kind: 'dropdown', label: msg`Attribute`, source: grantableNamesSource, required: msg`Attribute is required.` },
  ],
  save: { endpoint: grantCall, params: [] },
  savedMessage: msg`Permission granted.`,
};
