import { msg } from '@lingui/core/macro';
import { editPlayer, playerProfile } from '../../../contract/players.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { BET_FLAG_FIELDS, BIRTH_DATE_FIELD, LOCATIONS_FIELD, RATE_FIELDS, USER_NAME_FIELD } from '../userAdmin/userFields.ts';

/** Edit Player (PUT players/update): name, birth date, locations, bet flags, commission and tax. */
export const playerEdit: FormDeclaration = {
  id: 'playerEdit',
  path: '/admin/players/edit',
  title: msg`Edit Player`,
  menuItem: 'players',
  fields: [USER_NAME_FIELD, BIRTH_DATE_FIELD, LOCATIONS_FIELD, ...BET_FLAG_FIELDS, ...RATE_FIELDS.filter((f) => f.name !== 'ShareBp')],
  load: { endpoint: playerProfile, params: ['UserId'] },
  save: { endpoint: editPlayer, params: ['UserId'] },
  savedMessage: msg`Player saved.`,
};
