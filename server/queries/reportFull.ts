/** GET {4d|tt}/reportFull: a figure row per direct downline and the user's own row (server/reports/full/downlineFigures.ts). */
import { reportFull } from '../../contract/reportsFull.ts';
import { downlineFiguresSql } from '../reports/full/downlineFigures.ts';
import { userFigureQuery } from '../reports/full/figureQuery.ts';
import { fullScope } from '../reports/full/scope.ts';
import { pagedCall } from './pagedCall.ts';

export const reportFullCall = pagedCall({
  endpoint: reportFull,
  csvName: 'full-report',
  async query({ query, caller, location, db }) {
    return userFigureQuery(await fullScope(db, caller.userId, location, query), downlineFiguresSql());
  },
});
