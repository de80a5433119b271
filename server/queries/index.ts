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
import { araBackupCall } from './araBackup.ts';
import { smsReportCall, smsReportSumCall } from './smsReport.ts';
import { smsViewCall } from './smsView.ts';
import { permissionsCall } from './permissions.ts';
import { smsAgentsCall } from './smsAgents.ts';
import { smsSubscribeStrikeDirectCall, smsSubscribeStrikeTreeCall, smsSubscribeTreeCall } from './smsSubscribeTree.ts';
import { betSpecialRunsCall } from './betSpecialRuns.ts';
import { limitsCall } from './limits.ts';
import { smsGatewaysCall } from './smsGateways.ts';
import { betTallyCall } from './betTally.ts';
import { betByDayCall, betByDayGroupByNumberCall } from './betByDay.ts';
import { betView2ByDateCall, betView2ByDateFullCall, betViewCall, betViewFullCall } from './betView.ts';
import { betPermCall } from './betPerm.ts';
import { betDetailDownlineFullCall, betDetailsFullCall } from './betDetails.ts';
import { betSummary3FullCall, betSummaryFullCall, betSummaryReportFullCall } from './betSummaryReports.ts';
import { distributorsTotalCall } from './distributors.ts';
import { outSetting2FullCall, outSetting6Call } from './outSettingLimits.ts';
import { betsInCall, betsInTicketsCall, betsOutCall, outBetsCall, outSetting2ExceedCall, outSetting6ExceedCall } from './intakeFigures.ts';
import { reportGroup2FullCall, reportGroupFullCall } from './reportGroupFull.ts';
import { reportGroupSettingCall } from './reportGroupSetting.ts';
import { throwNumbersCall, throwNumbersTCall } from './throwNumbers.ts';
import { groupExpensesCall } from './groupExpenses.ts';
import { reportDownLineCall, shareClaimsCall, subSharesCall } from './shareTransfers.ts';
import { agentsDirectDownlineCall, agentsSearchCall, playersDirectDownlineCall } from './downlineList.ts';
import { fixedBetPageCall } from './fixedBetPage.ts';
import { reportCollectionCall } from './reportCollection.ts';
import { reportSummaryCall } from './reportSummary.ts';
import { memberReportSummaryCall } from './memberReportSummary.ts';
import { statementSummaryCall } from './statementSummary.ts';
import { reportStrikeCall } from './reportStrike.ts';
import { reportStrikeSummary1Call } from './reportStrikeSummary1.ts';
import { reportStrikeSummary2Call } from './reportStrikeSummary2.ts';
import { reportStrikeSummary3Call } from './reportStrikeSummary3.ts';
import { reportStrike2ResultCall, reportStrikeResultDetail1Call, reportStrikeResultDetail2Call } from './reportStrikeResultDetail.ts';
import { reportStrike2Call } from './reportStrike2.ts';
import { reportStakeCall } from './reportStake.ts';
import { reportOutCall } from './reportOut.ts';
import { reportInTakeStrikeCall } from './reportInTakeStrike.ts';
import { reportShareClaimCall } from './shareClaimReport.ts';
import { reportShareClaimBackCall } from './shareClaimBackReport.ts';
import { reportFullCall } from './reportFull.ts';
import { reportFull2Call } from './reportFull2.ts';
import { reportUplineFullCall } from './reportUplineFull.ts';
import { reportBreakdownFullCall } from './reportBreakdownFull.ts';
import { reportBetPageCall, reportPersonalBetPageCall } from './reportBetPage.ts';
import { reportBetPageFullCall, reportPersonalBetPageFullCall } from './reportBetPageFull.ts';
import { announcementListCall } from './announcementList.ts';

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
  smsViewCall,
  araBackupCall,
  permissionsCall,
  subSharesCall,
  shareClaimsCall,
  reportDownLineCall,
  groupExpensesCall,
  agentsDirectDownlineCall,
  agentsSearchCall,
  playersDirectDownlineCall,
  betSpecialRunsCall,
  limitsCall,
  smsGatewaysCall,
  betTallyCall,
  betByDayCall,
  betByDayGroupByNumberCall,
  betViewCall,
  betViewFullCall,
  betView2ByDateCall,
  betView2ByDateFullCall,
  betPermCall,
  betDetailsFullCall,
  betDetailDownlineFullCall,
  betSummaryReportFullCall,
  betSummaryFullCall,
  betSummary3FullCall,
  distributorsTotalCall,
  fixedBetPageCall,
  outSetting6Call,
  outSetting2FullCall,
  outSetting6ExceedCall,
  outSetting2ExceedCall,
  betsInCall,
  betsOutCall,
  outBetsCall,
  betsInTicketsCall,
  throwNumbersCall,
  throwNumbersTCall,
  reportCollectionCall,
  reportSummaryCall,
  memberReportSummaryCall,
  statementSummaryCall,
  reportStrikeCall,
  reportStrikeSummary1Call,
  reportStrikeSummary2Call,
  reportStrikeSummary3Call,
  reportStrikeResultDetail1Call,
  reportStrikeResultDetail2Call,
  reportStrike2Call,
  reportStrike2ResultCall,
  reportStakeCall,
  reportOutCall,
  reportInTakeStrikeCall,
  reportShareClaimCall,
  reportShareClaimBackCall,
  reportGroupSettingCall,
  reportGroupFullCall,
  reportGroup2FullCall,
  reportFullCall,
  reportFull2Call,
  reportUplineFullCall,
  reportBreakdownFullCall,
  reportBetPageCall,
  reportPersonalBetPageCall,
  reportBetPageFullCall,
  reportPersonalBetPageFullCall,
  smsAgentsCall,
  smsSubscribeTreeCall,
  smsSubscribeStrikeTreeCall,
  smsSubscribeStrikeDirectCall,
  smsReportCall,
  smsReportSumCall,
  announcementListCall,
];
