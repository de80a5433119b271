import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, RouteDeps } from './http/routeDeps.ts';
import { fail } from './http/envelope.ts';
import { requireAuth, type AuthVariables } from './http/auth.ts';
import { serveBuiltApp } from './http/static.ts';
import { authRoutes } from './routes/auth.ts';
import { profileRoutes } from './routes/profile.ts';
import { commonRoutes } from './routes/common.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { termsRoutes } from './routes/terms.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { locationRoutes } from './routes/locations.ts';
import { memberAccessRoutes } from './routes/memberAccess.ts';
import { smsSettingRoutes } from './routes/smsSetting.ts';
import { announcementPopUpRoutes } from './routes/announcementPopUp.ts';
import { drawRoutes } from './routes/draws.ts';
import { memberProfileRoutes } from './routes/memberProfile.ts';
import { maintenanceGate, maintenanceState } from './maintenance.ts';
import { maintenanceRoutes } from './routes/maintenance.ts';
import { feedRoutes } from './routes/feed.ts';
import { translationRoutes } from './routes/translations.ts';
import { mountBetRoutes } from './routes/bets.ts';
import { mountTicketSearchRoutes } from './routes/ticketSearch.ts';
import { mountTicketHistoryRoutes } from './routes/ticketHistory.ts';
import { mountBetSummaryRoutes } from './routes/betSummary.ts';
import { mountMemberListRoutes } from './routes/memberLists.ts';
import { createApiRouter } from './http/implement.ts';
import { fileRoutes } from './routes/files.ts';
import { fileJobs } from './jobs/fileJobs.ts';

export type { AppDeps, RouteDeps } from './http/routeDeps.ts';

/** The reference API (under /api/v1/) and, when `serveApp`, the built single-page app. */
export function createApp(deps: AppDeps, { serveApp = true } = {}) {
  // Each protected route names `auth` itself, so an unknown path answers 404, not 401.
  const routeDeps: RouteDeps = { ...deps, auth: requireAuth(deps) };
  const api = new Hono<{ Variables: AuthVariables }>();
  const apiRoot = new Hono<{ Variables: AuthVariables }>();
  // Calls of the contract (contract/): each route file implements its calls on this router.
  const router = createApiRouter({ versioned: api, root: apiRoot }, routeDeps);
  mountBetRoutes(router, routeDeps);
  // Data screens (issue 13): ticket search and history, bet summaries, member lists.
  mountTicketSearchRoutes(router, routeDeps);
  mountTicketHistoryRoutes(router, routeDeps);
  mountBetSummaryRoutes(router, routeDeps);
  mountMemberListRoutes(router, routeDeps);
  api.route('/', authRoutes(routeDeps));
  api.route('/', profileRoutes(routeDeps));
  api.route('/', commonRoutes(routeDeps));
  api.route('/', termsRoutes(routeDeps));
  api.route('/', passwordRoutes(routeDeps));
  // Data services live under a location prefix: 4d/ for SG and MG, tt/ for TT.
  for (const prefix of ['/4d', '/tt']) api.route(prefix, announcementRoutes(routeDeps));
  // Signed-in area (spec 02): common calls at the root, data calls under both location prefixes.
  api.route('/', locationRoutes(routeDeps));
  api.route('/', memberAccessRoutes(routeDeps));
  api.route('/', memberProfileRoutes(routeDeps));
  for (const prefix of ['/4d', '/tt']) api.route(prefix, smsSettingRoutes(routeDeps));
  for (const prefix of ['/4d', '/tt']) api.route(prefix, announcementPopUpRoutes(routeDeps));
  for (const prefix of ['/4d', '/tt']) api.route(prefix, drawRoutes(routeDeps));
  // Bets and bet files (issue 9): files are processed by background jobs whose state is in the database.
  const jobs = fileJobs(deps);
  void jobs.resumeInterrupted();
  for (const game of ['4d', 'tt'] as const) api.route(`/${game}`, fileRoutes(routeDeps, game, jobs));
  // Maintenance (spec 01 §4, §8): one value per database, read by every instance (server/maintenance.ts).
  const maintenance = maintenanceState(deps);
  api.route('/', maintenanceRoutes(routeDeps, maintenance));

  const app = new Hono();
  app.use('*', compress());
  // Before every API route: while maintenance is on, all but a few calls answer 503 (subCode 8000).
  app.use('/api/*', maintenanceGate(maintenance));
  app.route('/api/v1', api);
  // The captcha lives at the API root without the version (spec 01 §7).
  app.route('/api/captcha', captchaRoutes(deps));
  app.route('/api', apiRoot);
  // The message feed, outside /api/v1 and without a token like the operator's external service.
  app.route('/api/feed', feedRoutes(deps, maintenance));
  app.all('/api/*', (c) => fail(c, 404, `No such API: ${c.req.method} ${c.req.path}`));
  // Translations are answered with or without a built app, so before its static files.
  app.route('/assets/i18n', translationRoutes());
  if (serveApp) serveBuiltApp(app, deps.config.staticDir);

  app.onError((error, c) => {
    // Hono raises HTTPException for bad requests it detects itself (e.g. a malformed form body in a
    // validator): answer its status in the envelope, not 500.
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, error.message || 'Bad request.');
    console.error('[server] unexpected error', error);
    return fail(c, 500, 'Sorry, something went wrong. Please refresh this page and try again.');
  });
  return app;
}
