import { msg } from '@lingui/core/macro';
import { agentCredit } from '../../../contract/agents.ts';
import { playerProfile } from '../../../contract/players.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { userCredit } from './userCredit.ts';

/** A player's Credit from the Players screen (guarded by its menu entry): the credit form, loaded from players/profile. */
export const playerCredit: FormDeclaration = {
  ...userCredit,
  id: 'playerCredit',
  path: '/admin/players/credit',
  menuItem: 'players',
  load: { endpoint: playerProfile, params: ['UserId'] },
  save: { endpoint: agentCredit, params: ['UserId'] },
  title: msg`Player Credit`,
};
