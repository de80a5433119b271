/**
 * Every paged call of the data screens, once: a new data screen's server side is its query file in
 * this folder and one line here. server/routes/pagedQueries.ts mounts the list with the generic route
 * (./pagedCall.ts); tests/server/contractImplemented.test.ts checks that every paged declaration of the
 * contract is listed.
 */
import type { ListedCall } from './pagedCall.ts';
import { ticketPageCall } from './ticketPage.ts';
import { ticketSearchCall } from './ticketSearch.ts';
import { ticketSearchTotoCall } from './ticketSearchToto.ts';
import { ticketHistoryCall } from './ticketHistory.ts';
import { betSummaryByTypeCall } from './betSummaryByType.ts';
import { betSummaryByTypeSumCall } from './betSummaryByTypeSum.ts';
import { betSummaryByShareCall } from './betSummaryByShare.ts';
import { drawResultReportCall } from './drawResultReport.ts';
import { statementSumCall, statementSumFullCall } from './statementSum.ts';
import { statementByUserCall } from './statementByUser.ts';
import { statementByMonthCall } from './statementByMonth.ts';
import { auditLogCall } from './auditLog.ts';
import { permissionsCall } from './permissions.ts';
import { groupExpensesCall } from './groupExpenses.ts';
import { reportDownLineCall, shareClaimsCall, subSharesCall } from './shareTransfers.ts';
import { agentsDirectDownlineCall, agentsSearchCall, playersDirectDownlineCall } from './downlineList.ts';

export const PAGED_CALLS: readonly ListedCall[] = [
  ticketPageCall,
  ticketSearchCall,
  ticketSearchTotoCall,
  ticketHistoryCall,
  betSummaryByTypeCall,
  betSummaryByTypeSumCall,
  betSummaryByShareCall,
  drawResultReportCall,
  statementSumCall,
  statementSumFullCall,
  statementByUserCall,
  statementByMonthCall,
  auditLogCall,
  permissionsCall,
  subSharesCall,
  shareClaimsCall,
  reportDownLineCall,
  groupExpensesCall,
  agentsDirectDownlineCall,
  agentsSearchCall,
  playersDirectDownlineCall,
];
