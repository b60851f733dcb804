import fs from 'node:fs';
import path from 'node:path';
import { sessionCookie } from '@waypost/domain';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppInstance } from './app-instance.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { compressionOptions } from './lib/compression.js';
import { isSessionCsrfToken } from './lib/csrf.js';
import { AppError } from './lib/app-error.js';
import { registerAnnouncementRoutes } from './modules/announcements/announcements.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerCallLogRoutes } from './modules/call-logs/call-logs.routes.js';
import { registerAgentRoutes } from './modules/agents/agents.routes.js';
import { registerAgentServiceRoutes } from './modules/agent-services/agent-services.routes.js';
import { registerAgentSettlementRoutes } from './modules/agent-settlements/agent-settlements.routes.js';
import { registerBranchCollectionRoutes } from './modules/branch-collections/branch-collections.routes.js';
import { registerBranchRoutes } from './modules/branches/branches.routes.js';
import { registerCompanyRoutes } from './modules/companies/companies.routes.js';
import { registerClearanceRoutes } from './modules/clearance/clearance.routes.js';
import { registerBankStatementRoutes } from './modules/bank-statements/bank-statements.routes.js';
import { registerCodRoutes } from './modules/cod/cod.routes.js';
import { registerCreditRoutes } from './modules/credit/credit.routes.js';
import { registerCustomerRoutes } from './modules/customers/customers.routes.js';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { registerExpenseRoutes } from './modules/expenses/expenses.routes.js';
import { registerReportRoutes } from './modules/reports/reports.routes.js';
import { registerExportRoutes } from './modules/exports/exports.routes.js';
import { startExportWorker, type ExportWorker } from './modules/exports/export-worker.js';
import { authenticateToken } from './modules/auth/auth.service.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerLocationRoutes } from './modules/locations/locations.routes.js';
import { registerLabelRoutes } from './modules/labels/labels.routes.js';
import { registerMailbagRoutes } from './modules/mailbags/mailbags.routes.js';
import { registerGateRoutes } from './modules/gates/gates.routes.js';
import { registerMmpostRoutes } from './modules/mmpost/mmpost.routes.js';
import { fileExchangePartner, type PostalPartner } from './modules/mmpost/postal-partner.js';
import { registerEmoRoutes } from './modules/emo/emo.routes.js';
import { registerPreprintRoutes } from './modules/preprints/preprints.routes.js';
import { registerTillRoutes } from './modules/till/till.routes.js';
import { registerLedgerRoutes } from './modules/ledger/ledger.routes.js';
import { registerMerchantRoutes } from './modules/merchants/merchants.routes.js';
import { registerMerchantUserRoutes } from './modules/merchant-users/merchant-users.routes.js';
import { registerMerchantPortalRoutes } from './modules/merchant-portal/merchant-portal.routes.js';
import { registerPickupRoutes } from './modules/pickups/pickups.routes.js';
import { registerProfileRoutes } from './modules/profile/profile.routes.js';
import { registerRoleRoutes } from './modules/roles/roles.routes.js';
import { registerStaffRoutes } from './modules/staff/staff.routes.js';
import { registerDeliveryRoutes } from './modules/deliveries/deliveries.routes.js';
import { registerCourierCashRoutes } from './modules/courier-cash/courier-cash.routes.js';
import { registerTrackByDateRoutes } from './modules/track-by-date/track-by-date.routes.js';
import { registerReferenceDataRoutes } from './modules/reference-data/reference-data.routes.js';
import { registerTestHookRoutes } from './modules/test-hooks/test-hooks.routes.js';
import { authenticateApiKey } from './modules/api-keys/authenticate-api-key.js';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes.js';
import { registerPublicApiRoutes } from './modules/public-api/public-api.routes.js';
import { startWebhookWorker } from './modules/webhooks/webhook-worker.js';
import { startNotificationWorker } from './modules/notifications/notification-worker.js';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.js';
import { buildNotificationProviders } from './modules/notifications/notify-config.js';
import type { NotificationProvider } from './modules/notifications/providers/notification-provider.js';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes.js';
import { installAccessGuard, type RegisteredRoute } from './plugins/access-guard.js';
import { installApiClientCheck } from './plugins/api-client-check.js';
import { answerClientError, answerFrameworkError, installErrorHandling } from './plugins/error-handler.js';
import { serializeErrorForLog } from './plugins/error-log.js';
import { clientOf, installRequestContext } from './plugins/request-context.js';
import { installOpenApi } from './plugins/openapi.js';
import { installRequestLog } from './plugins/request-log.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import { installZodValidation, type ZodTypeProvider } from './plugins/zod-validation.js';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  clock?: Clock;
  /** Pino logger options; false in tests (a test that reads the log passes its own stream). */
  logger?: boolean | { level: string; stream?: DestinationStream };
  /** How Waypost talks to Myanmar Post (issue 28 §2): the file exchange unless a test brings its fake. */
  postalPartner?: PostalPartner;
  /** Where receiver messages go (issue 29), in failover order: NOTIFY_PROVIDERS unless a test brings its own. */
  notificationProviders?: readonly NotificationProvider[];
}

export interface BuiltApp {
  app: AppInstance;
  /** Every registered route with its declared access (tests check that none lacks one). */
  routes: readonly RegisteredRoute[];
}

/** Builds the whole HTTP app without listening, so tests can drive it with inject() or a real port. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  logger = false,
  postalPartner = fileExchangePartner,
  notificationProviders = buildNotificationProviders(config.notify),
}: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === true ? { level: config.logLevel } : logger),
            redact: ['req.headers.authorization'],
            serializers: { err: serializeErrorForLog },
          },
    // Not Fastify's two lines per request, static files included: one per API request (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Errors raised before a route runs are answered in the API's error shape too.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  const deps = { db, config, clock };
  const webIndex = config.webDistDir ? path.join(config.webDistDir, 'index.html') : undefined;
  const hasWeb = webIndex !== undefined && fs.existsSync(webIndex);

  await installSecurityHeaders(app);
  await app.register(fastifyCompress, compressionOptions());
  // Cookies are read for sign-in only (the known-device cookie); sessions are bearer tokens.
  await app.register(fastifyCookie);
  installRequestLog(app);
  installRequestContext(app);
  installZodValidation(app);
  installApiClientCheck(app, config.apiClientId);
  const routes = installAccessGuard(
    app,
    (token, request) => authenticateToken({ ...deps, token, client: clientOf(request) }),
    (token, request) => authenticateApiKey({ ...deps, token, client: clientOf(request) }),
    async (token, request) => {
      const sent = request.headers[sessionCookie.csrfHeader];
      if (!isSessionCsrfToken(token, typeof sent === 'string' ? sent : undefined)) {
        throw new AppError('CSRF_REFUSED');
      }
    },
    config.twoStepRequiredRoles,
  );
  installErrorHandling(app, {
    serveSpa: (reply: FastifyReply) =>
      hasWeb ? reply.header('cache-control', 'no-cache').sendFile('index.html') : null,
  });

  await installOpenApi(app);
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerReferenceDataRoutes(app, deps);
  registerAnnouncementRoutes(app, deps);
  registerBranchRoutes(app, deps);
  registerLocationRoutes(app, deps);
  registerLabelRoutes(app, deps);
  registerLedgerRoutes(app, deps);
  registerCodRoutes(app, deps);
  registerClearanceRoutes(app, deps);
  registerBankStatementRoutes(app, deps);
  registerCreditRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerExpenseRoutes(app, deps);
  registerReportRoutes(app, deps);
  // Each API process writes export jobs (any process may take any job); the app's close waits for the one in hand.
  const exportWorker: ExportWorker =
    config.exportWorkers > 0
      ? startExportWorker({
          db,
          clock,
          ttlHours: config.exportTtlHours,
          log: app.log,
          concurrency: config.exportWorkers,
        })
      : { wake: () => undefined, stop: () => Promise.resolve() };
  app.addHook('onClose', () => exportWorker.stop());
  registerExportRoutes(app, { ...deps, exportWorker });
  registerDashboardRoutes(app, deps);
  registerMerchantRoutes(app, deps);
  registerMerchantUserRoutes(app, deps);
  registerMerchantPortalRoutes(app, deps);
  registerTrackByDateRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerPublicApiRoutes(app, deps);
  registerWebhookRoutes(app, deps);
  // Each API process sends webhook deliveries (any process may take any); the app's close waits for those in hand.
  if (config.webhookConcurrency > 0) {
    const webhookWorker = startWebhookWorker({
      db,
      clock,
      log: app.log,
      allowPrivate: config.webhookAllowPrivate,
      timeoutMs: config.webhookTimeoutSeconds * 1000,
      concurrency: config.webhookConcurrency,
      pollMs: config.webhookPollMs,
    });
    app.addHook('onClose', () => webhookWorker.stop());
  }
  registerProfileRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerBranchCollectionRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerAgentServiceRoutes(app, deps);
  registerAgentSettlementRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  registerCourierCashRoutes(app, deps);
  registerPickupRoutes(app, deps);
  registerCallLogRoutes(app, deps);
  registerMailbagRoutes(app, deps);
  registerGateRoutes(app, deps);
  registerMmpostRoutes(app, { ...deps, partner: postalPartner });
  registerEmoRoutes(app, deps);
  registerPreprintRoutes(app, deps);
  // Receiver messages: every API process sends them (any process may take any); links point at PUBLIC_URL.
  const publicUrl = config.notify.publicUrl ?? `http://localhost:${config.port}`;
  if (config.notificationConcurrency > 0) {
    const notificationWorker = startNotificationWorker({
      db,
      clock,
      log: app.log,
      providers: notificationProviders,
      config: { ...config.notify, publicUrl },
      concurrency: config.notificationConcurrency,
      pollMs: config.notificationPollMs,
    });
    app.addHook('onClose', () => notificationWorker.stop());
  }
  registerNotificationRoutes(app, {
    ...deps,
    providers: notificationProviders,
    receiptSecret: config.notify.receiptSecret,
    publicUrl,
  });
  registerTillRoutes(app, deps);
  if (config.testHooks) registerTestHookRoutes(app, deps);

  if (hasWeb && config.webDistDir) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      // The build writes .br and .gz next to each text asset: sent as they are, per the browser's Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets, so they never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await app.ready();
  return { app, routes };
}
