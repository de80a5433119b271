import { msg } from '@lingui/core/macro';
import { createSubShare } from '../../../contract/shareTransfers.ts';
import { SUB_SHARE_FORM_PATH } from '../../screens/declarations/subShare.ts';
import { memberTreeSource } from '../../screens/optionSources.ts';
import { SHARE_RANGE } from '../../widgets/numberRanges.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { transferFields } from '../shareTransferFields.ts';

/**
 * New Sub Share (spec 02 §7.14 POST subShare): the agent (the caller when left empty, or an agent of
 * its tree), the partner below it, the share and the draw range. The server posts the settled draws of
 * the range at once and answers every problem on its field (a partner not below the agent, more than
 * 100% given out, a Credit Left that would fall below zero). Idempotent: a retry saves once, and
 * saving the same sub share later posts the draws settled since.
 */
export const subShareForm: FormDeclaration = {
  id: 'subShareNew',
  path: SUB_SHARE_FORM_PATH,
  title: msg`New Sub Share`,
  menuItem: 'subShare',
  fields: [
    { name: 'UserId', kind: 'dropdown', label: msg`Agent`, source: memberTreeSource },
    { name: 'PartnerId', kind: 'dropdown', label: msg`Partner`, source: memberTreeSource, required: msg`Choose the partner.` },
    ...transferFields(SHARE_RANGE),
  ],
  save: { endpoint: createSubShare, params: [] },
  savedMessage: msg`Sub share saved.`,
};
