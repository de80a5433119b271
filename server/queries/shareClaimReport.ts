/** selectReportShareClaim (contract/reportsShareClaim.ts): the share claims' lines per claim and draw (server/reports/shareClaim/). */
import { reportShareClaim } from '../../contract/reportsShareClaim.ts';
import { claimLinesQuery } from '../reports/shareClaim/claimLines.ts';
import { pagedCall } from './pagedCall.ts';

export const reportShareClaimCall = pagedCall({ endpoint: reportShareClaim, csvName: 'share-claim-report', query: (request) => claimLinesQuery(request, 'share_claim') });
