/** selectReportShareClaimBack (contract/reportsShareClaim.ts): the claim backs' lines per claim back and draw (server/reports/shareClaim/). */
import { reportShareClaimBack } from '../../contract/reportsShareClaim.ts';
import { claimLinesQuery } from '../reports/shareClaim/claimLines.ts';
import { pagedCall } from './pagedCall.ts';

export const reportShareClaimBackCall = pagedCall({
  endpoint: reportShareClaimBack,
  csvName: 'share-claim-back-report',
  query: (request) => claimLinesQuery(request, 'share_claim_back'),
});
