import type { ApiClient } from '../client.ts';
import {
  createPayRate as createPayRateCall,
  deletePayRate as deletePayRateCall,
  payRates,
  updatePayRate as updatePayRateCall,
  updatePayRateDefault,
  type PayRateKind,
  type PayRate,
} from '../../../contract/payRates.ts';

/** Lists the user reads right after changing them are asked afresh, never from the response cache. */
const FRESH = { 'x-no-cache': '1' };

interface Figure {
  Kind: PayRateKind;
  Variant: string;
  Prize: PayRate['Prize'];
  Stake: PayRate['Stake'];
  PerUnit: number;
}

/** GET {4d|tt}/payRates: every rate in force for a user, or the default table (userId null). */
export const loadPayRates = (api: ApiClient, locId: string, userId: string | null) =>
  api.call(payRates, { query: userId === null ? { LocId: locId, Default: '1' as const } : { LocId: locId, UserId: userId }, headers: FRESH });

/** GET {4d|tt}/payRates without UserId: every rate in force for the signed-in user at the location (Pay Out). */
export const loadOwnPayRates = (api: ApiClient, locId: string) => api.call(payRates, { query: { LocId: locId } });

/** POST {4d|tt}/payRate: a new override of one figure for a user. */
export const createPayRate = (api: ApiClient, body: Figure & { LocId: string; UserId: string }) => api.call(createPayRateCall, { body });

/** PUT {4d|tt}/payRate: a new figure for the user's override row. */
export const updatePayRate = (api: ApiClient, body: { PayRateId: number; PerUnit: number }) => api.call(updatePayRateCall, { body });

/** PUT {4d|tt}/payRateDefault: a new figure of the location's default table. */
export const updateDefaultPayRate = (api: ApiClient, body: Figure & { LocId: string }) => api.call(updatePayRateDefault, { body });

/** DELETE {4d|tt}/payRate/{PayRateId}: ends an override. */
export const deletePayRate = (api: ApiClient, payRateId: number) => api.call(deletePayRateCall, { params: { PayRateId: payRateId } });
