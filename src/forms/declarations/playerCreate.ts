import { msg } from '@lingui/core/macro';
import { createPlayer } from '../../../contract/players.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { BET_FLAG_FIELDS, BIRTH_DATE_FIELD, CREDIT_FIELD, LOCATIONS_FIELD, NEW_PASSWORD_FIELDS, PARENT_CEILINGS, NEW_USER_ID_FIELD, RATE_FIELDS, USER_NAME_FIELD } from '../userAdmin/userFields.ts';

/** Create Player (POST players/): at least 18; under the caller or the agent whose players were shown (ParentId). */
export const playerCreate: FormDeclaration = {
  id: 'playerCreate',
  path: '/admin/players/new',
  title: msg`Create Player`,
  menuItem: 'players',
  fields: [NEW_USER_ID_FIELD, USER_NAME_FIELD, ...NEW_PASSWORD_FIELDS, BIRTH_DATE_FIELD, LOCATIONS_FIELD, ...BET_FLAG_FIELDS, ...RATE_FIELDS.filter((f) => f.name !== 'ShareBp'), CREDIT_FIELD],
  ceilings: PARENT_CEILINGS,
  save: { endpoint: createPlayer, params: ['ParentId'] },
  savedMessage: msg`Player created.`,
  resetAfterSave: true,
};
