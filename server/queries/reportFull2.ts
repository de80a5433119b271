/**
 * GET {4d|tt}/reportFull2: the Full report's rows split by location of the game (4d: SG and MG; tt:
 * TT), one row per direct downline (or the user's own) and location (decision, README "Full report").
 */
import { reportFull2 } from '../../contract/reportsFull.ts';
import { downlineFiguresSql } from '../reports/full/downlineFigures.ts';
import { userFigureQuery } from '../reports/full/figureQuery.ts';
import { fullScope } from '../reports/full/scope.ts';
import { pagedCall } from './pagedCall.ts';

export const reportFull2Call = pagedCall({
  endpoint: reportFull2,
  csvName: 'full-report-by-location',
  async query({ query, caller, location, db }) {
    return userFigureQuery(await fullScope(db, caller.userId, location, query), downlineFiguresSql({ byLocation: true }));
  },
});
