import { partnerWeb } from '../../contract/partnerLists.ts';
import { defineOptionSource } from './optionSource.ts';

/**
 * The distributors the caller's tree may pass its Out to at the location (getPartnerWeb, spec 02 §7.3):
 * Setting6's Distributor dropdown. The server still checks the chosen one is of the user's own line.
 */
export const partnerWebSource = defineOptionSource({
  id: 'partnerWeb',
  endpoint: partnerWeb,
  params: ['LocId'],
  option: (row) => ({ value: String(row.DistributorId), label: `${row.Name} (${row.OwnerId})` }),
});
