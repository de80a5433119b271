import type { ApiClient } from '../client.ts';
import { createDraw as createDrawCall, drawWeek, updateDraw as updateDrawCall } from '../../../contract/draws.ts';
import {
  createDrawResult,
  drawResult,
  insertProcess,
  insertProcessStatus,
  resetResult,
  resetSettlement,
  updateDrawResult,
  type ResultEntry,
} from '../../../contract/drawResults.ts';

/** Lists the user reads right after changing them are asked afresh, never from the response cache. */
const FRESH = { 'x-no-cache': '1' };

/** GET {4d|tt}/draw/week: the draws of the week holding `date` (this week by the server's clock without it). */
export const loadDrawWeek = (api: ApiClient, locId: string, date: string | null) =>
  api.call(drawWeek, { query: date ? { LocId: locId, Date: date } : { LocId: locId }, headers: FRESH });

/** POST {4d|tt}/draw: a special draw. */
export const createDraw = (api: ApiClient, draw: { LocId: string; DrawDate: string; DrawTime?: string; CutOffTime?: string }) =>
  api.call(createDrawCall, { body: { ...draw, Special: true } });

/** PUT {4d|tt}/draw: a draw's new draw time and cut-off. */
export const updateDraw = (api: ApiClient, times: { DrawId: number; DrawTime: string; CutOffTime: string }) =>
  api.call(updateDrawCall, { body: times });

/** GET {4d|tt}/draw/result: a draw and its result. */
export const loadDrawResult = (api: ApiClient, drawId: number) => api.call(drawResult, { query: { DrawId: drawId }, headers: FRESH });

/** POST (first save) or PUT (correction) {4d|tt}/draw/result. */
export const saveDrawResult = (api: ApiClient, drawId: number, result: ResultEntry, correction: boolean) =>
  api.call(correction ? updateDrawResult : createDrawResult, { body: { DrawId: drawId, Result: result } });

/** POST {4d|tt}/insertProcess: starts the draw's settlement job (or answers the running one). */
export const startInsertion = (api: ApiClient, drawId: number) => api.call(insertProcess, { body: { DrawId: drawId } });

/** GET {4d|tt}/r5/{DrawId}/status. */
export const insertionStatus = (api: ApiClient, drawId: number) =>
  api.call(insertProcessStatus, { params: { DrawId: drawId }, headers: FRESH });

/** POST reset6 (the settlement) or reset7 (the result and the settlement) of a draw. */
export const resetDraw = (api: ApiClient, drawId: number, kind: 'settlement' | 'results') =>
  api.call(kind === 'settlement' ? resetSettlement : resetResult, { params: { DrawId: drawId }, body: {} });
