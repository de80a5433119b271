import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, RouteDeps } from './http/routeDeps.ts';
import { fail } from './http/envelope.ts';
import { lengthOfJsonAnswers } from './http/jsonLength.ts';
import { requireAuth, type AuthVariables } from './http/auth.ts';
import { createApiRouter } from './http/implement.ts';
import { serveBuiltApp } from './http/static.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { maintenanceGate, maintenanceState } from './maintenance.ts';
import { mountAuthRoutes } from './routes/auth.ts';
import { mountProfileRoutes } from './routes/profile.ts';
import { mountCommonRoutes } from './routes/common.ts';
import { mountTermsRoutes } from './routes/terms.ts';
import { mountPasswordRoutes } from './routes/passwords.ts';
import { mountCaptchaRoutes } from './routes/captcha.ts';
import { mountLocationRoutes } from './routes/locations.ts';
import { mountMemberAccessRoutes } from './routes/memberAccess.ts';
import { mountMemberProfileRoutes } from './routes/memberProfile.ts';
import { mountAnnouncementRoutes } from './routes/announcements.ts';
import { mountSmsSettingRoutes } from './routes/smsSetting.ts';
import { mountSmsGatewayRoutes } from './routes/smsGateway.ts';
import { mountDrawRoutes } from './routes/draws.ts';
import { mountPayRateRoutes } from './routes/payRates.ts';
import { mountDrawResultRoutes } from './routes/drawResults.ts';
import { mountBetRoutes } from './routes/bets.ts';
import { mountPagedQueries } from './routes/pagedQueries.ts';
import { mountBetSummaryRoutes } from './routes/betSummary.ts';
import { mountBetListRoutes } from './routes/betLists.ts';
import { mountMemberListRoutes } from './routes/memberLists.ts';
import { mountFileRoutes } from './routes/files.ts';
import { mountAraBackupRoutes } from './routes/araBackup.ts';
import { mountMaintenanceRoutes } from './routes/maintenance.ts';
import { mountFeedRoutes } from './routes/feed.ts';
import { mountTranslationRoutes } from './routes/translations.ts';
import { countRequestsInFlight } from './http/requestsInFlight.ts';
import { recordRequestOrigin } from './http/requestOrigin.ts';
import { mountErrorReportRoutes, mountErrorReportTunnel } from './routes/errorReports.ts';
import { mountAppDownloadRoutes } from './routes/appDownloads.ts';
import { mountCreditRecalcRoutes } from './routes/creditRecalc.ts';
import { mountBetSpecialRoutes } from './routes/betSpecial.ts';
import { mountBinBurstRoutes } from './routes/binBurst.ts';
import { mountIntakeRoutes } from './routes/intake.ts';
import { mountBetDeleteRoutes } from './routes/betDelete.ts';
import { mountBetTransferRoutes } from './routes/betTransfer.ts';
import { mountStatementRoutes } from './routes/statements.ts';
import { mountPermissionRoutes } from './routes/permissions.ts';
import { mountSuperPasswordRoutes } from './routes/superPassword.ts';
import { mountMobileRoutes } from './routes/mobile.ts';
import { mountAgentRoutes } from './routes/agents.ts';
import { mountPlayerRoutes } from './routes/players.ts';
import { mountUserAdminRoutes } from './routes/userAdmin.ts';
import { mountLimitRoutes } from './routes/limits.ts';
import { mountDistributorRoutes } from './routes/distributors.ts';
import { mountPartnerListRoutes } from './routes/partnerLists.ts';
import { mountFixedBetRoutes } from './routes/fixedBets.ts';
import { mountOutSettingRoutes } from './routes/outSettings.ts';
import { mountThrowNumberRoutes } from './routes/throwNumbers.ts';
import { mountGroupExpenseRoutes } from './routes/groupExpenses.ts';
import { mountReportGroupRoutes } from './routes/reportGroups.ts';
import { mountShareClaimBackRoutes, mountShareClaimRoutes, mountShareTransferRoutes } from './routes/shareTransfers.ts';
import { mountReportDateRoutes } from './routes/reportDates.ts';
import { mountResultRunRoutes } from './routes/resultRuns.ts';
import { mountResultsFeedRoutes } from './routes/resultsFeed.ts';
import { mountSmsAgentRoutes } from './routes/smsAgents.ts';
import { mountSmsSubscriptionRoutes } from './routes/smsSubscriptions.ts';
import { mountSmsSendRoutes } from './routes/smsSend.ts';
import { mountSmsInboundRoutes } from './routes/smsInbound.ts';
import { createCacheRegistry } from './http/caches.ts';
import { mountCacheClearRoutes } from './routes/cacheClear.ts';

export type { AppDeps, RouteDeps } from './http/routeDeps.ts';

/** The reference API (under /api/v1/, the captcha under /api/) and, when `serveApp`, the built single-page app. */
export function createApp(deps: AppDeps, { serveApp = true } = {}) {
  // Maintenance (spec 01 §4, §8): one value per database, read by every instance (server/maintenance.ts).
  const routeDeps: RouteDeps = { ...deps, auth: requireAuth(deps), maintenance: maintenanceState(deps), caches: createCacheRegistry() };
  routeDeps.caches.register('maintenance', () => routeDeps.maintenance.forget());
  const api = new Hono<{ Variables: AuthVariables }>();
  const apiRoot = new Hono<{ Variables: AuthVariables }>();
  // Calls of the contract (contract/): each route file implements its calls on this router.
  const router = createApiRouter({ versioned: api, root: apiRoot }, routeDeps);
  mountAuthRoutes(router, routeDeps);
  mountProfileRoutes(router, routeDeps);
  mountCommonRoutes(router, routeDeps);
  mountTermsRoutes(router, routeDeps);
  mountPasswordRoutes(router, routeDeps);
  mountCaptchaRoutes(router, routeDeps);
  mountLocationRoutes(router, routeDeps);
  mountMemberAccessRoutes(router, routeDeps);
  mountMemberProfileRoutes(router, routeDeps);
  mountAnnouncementRoutes(router, routeDeps);
  mountSmsSettingRoutes(router, routeDeps);
  mountSmsGatewayRoutes(router, routeDeps);
  mountDrawRoutes(router, routeDeps);
  mountPayRateRoutes(router, routeDeps);
  mountDrawResultRoutes(router, routeDeps);
  mountBetRoutes(router, routeDeps);
  // Every paged call of the data screens: one query file each, listed in server/queries/index.ts.
  mountPagedQueries(router, routeDeps);
  mountBetSummaryRoutes(router, routeDeps);
  mountBetListRoutes(router, routeDeps);
  mountMemberListRoutes(router, routeDeps);
  mountFileRoutes(router, routeDeps);
  mountAraBackupRoutes(router, routeDeps);
  mountMaintenanceRoutes(router, routeDeps);
  mountErrorReportRoutes(router, routeDeps);
  mountAppDownloadRoutes(router, routeDeps);
  mountCreditRecalcRoutes(router, routeDeps);
  mountBetSpecialRoutes(router, routeDeps);
  mountBinBurstRoutes(router, routeDeps);
  mountIntakeRoutes(router, routeDeps);
  mountBetDeleteRoutes(router, routeDeps);
  mountBetTransferRoutes(router, routeDeps);
  mountStatementRoutes(router, routeDeps);
  mountPermissionRoutes(router, routeDeps);
  mountSuperPasswordRoutes(router, routeDeps);
  mountMobileRoutes(router, routeDeps);
  mountAgentRoutes(router, routeDeps);
  mountPlayerRoutes(router, routeDeps);
  mountUserAdminRoutes(router, routeDeps);
  mountLimitRoutes(router, routeDeps);
  mountDistributorRoutes(router, routeDeps);
  mountPartnerListRoutes(router, routeDeps);
  mountFixedBetRoutes(router, routeDeps);
  mountOutSettingRoutes(router, routeDeps);
  mountThrowNumberRoutes(router, routeDeps);
  mountShareTransferRoutes(router, routeDeps);
  mountShareClaimRoutes(router, routeDeps);
  mountShareClaimBackRoutes(router, routeDeps);
  mountGroupExpenseRoutes(router, routeDeps);
  mountReportDateRoutes(router, routeDeps);
  mountResultRunRoutes(router, routeDeps);
  mountResultsFeedRoutes(router, routeDeps);
  mountSmsSendRoutes(router, routeDeps);
  mountReportGroupRoutes(router, routeDeps);
  mountSmsAgentRoutes(router, routeDeps);
  mountSmsSubscriptionRoutes(router, routeDeps);
  mountSmsInboundRoutes(router, routeDeps);
  mountCacheClearRoutes(router, routeDeps);

  const app = new Hono();
  app.use('*', securityHeaders({ staticDir: serveApp ? deps.config.staticDir : undefined }));
  app.use('*', compress());
  // JSON answers tell compress() their size, so a small one is not gzipped (server/http/jsonLength.ts).
  app.use('/api/*', lengthOfJsonAnswers);
  // Background jobs give way to the requests being answered (server/http/requestsInFlight.ts).
  app.use('/api/*', countRequestsInFlight);
  // Every audit row a call writes records where the call came from (server/http/requestOrigin.ts).
  app.use('/api/*', recordRequestOrigin(deps.config.trustProxyHops));
  // Before every API route: while maintenance is on, all but a few calls answer 503 (subCode 8000).
  app.use('/api/*', maintenanceGate(routeDeps.maintenance));
  app.route('/api/v1', api);
  app.route('/api', apiRoot);
  mountFeedRoutes(app, routeDeps);
  // The Sentry tunnel: its body is an envelope, not JSON, so it sits beside the contract's calls.
  mountErrorReportTunnel(app, routeDeps);
  app.all('/api/*', (c) => fail(c, 404, `No such API: ${c.req.method} ${c.req.path}`));
  // Translations are answered with or without a built app, so before its static files.
  mountTranslationRoutes(app);
  if (serveApp) serveBuiltApp(app, deps.config.staticDir);

  app.onError((error, c) => {
    // Hono raises HTTPException for bad requests it detects itself (e.g. a malformed JSON or form
    // body in a validator): answer its status in the envelope, not 500.
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, error.message || 'Bad request.');
    console.error('[server] unexpected error', error);
    return fail(c, 500, 'Sorry, something went wrong. Please refresh this page and try again.');
  });
  return app;
}
