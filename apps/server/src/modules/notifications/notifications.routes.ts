import {
  labelIdParams,
  labelNotificationsResponse,
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationOptOutIdParams,
  notificationOptOutListQuery,
  notificationOptOutListResponse,
  notificationOptOutRequest,
  notificationOptOutResponse,
  notificationProviderHealthResponse,
  notificationReportQuery,
  notificationReportResponse,
  notificationResendRequest,
  notificationResponse,
  notificationRules,
  notificationRulesResponse,
  notificationTemplateKey,
  notificationTemplateListResponse,
  notificationTemplatePreviewRequest,
  notificationTemplatePreviewResponse,
  notificationTemplateResponse,
  notificationTemplateUpdate,
} from '@waypost/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.js';
import type { Config } from '../../config.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import {
  createNotificationOptOut,
  deleteNotificationOptOut,
  getNotificationRules,
  getNotificationTemplate,
  listNotificationOptOuts,
  listNotificationTemplates,
  previewNotificationTemplate,
  saveNotificationRules,
  saveNotificationTemplate,
} from './manage-notification-settings.js';
import { receiveInboundMessage, receiveNotificationReceipt, type CallbackDeps } from './notification-callbacks.js';
import { notificationProviderHealth, notificationReport } from './notification-report.js';
import { describeProviders } from './notify-config.js';
import {
  getNotification,
  listLabelNotifications,
  listNotifications,
  resendNotification,
  type NotificationDeps,
} from './read-notifications.js';
import { trackingCodeOfLinkToken } from './tracking-link.js';

const callbackParams = z.object({ provider: z.string().max(40), secret: z.string().max(200) });
const callbackAnswer = z.object({ applied: z.number().int() });
const inboundAnswer = z.object({ opted_out: z.boolean() });

/**
 * Receiver and sender messages (issue 29): the outbox and a label's messages; resend by hand; templates with their
 * preview, the rules matrix, opt-outs and the providers' health for head office; the cost report; the providers'
 * receipt and inbound callbacks (signed by a secret path segment); the short tracking links messages carry.
 */
export function registerNotificationRoutes(
  app: AppInstance,
  deps: NotificationDeps & Omit<CallbackDeps, 'db' | 'clock'> & { config: Config; publicUrl: string },
) {
  const views = { access: { permission: 'notification.view' } } as const;
  const manages = { access: { permission: 'notification.manage' } } as const;
  const { publicUrl } = deps;

  app.get(
    '/api/notification',
    { config: views, schema: { querystring: notificationListQuery, response: { 200: notificationListResponse } } },
    (request) => listNotifications({ ...deps, actor: actorOf(request), query: request.query }),
  );
  app.get(
    '/api/notification/:id',
    { config: views, schema: { params: notificationIdParams, response: { 200: notificationResponse } } },
    (request) => getNotification({ ...deps, actor: actorOf(request), id: request.params.id }),
  );
  app.post(
    '/api/notification/:id/resend',
    {
      config: { access: { permission: 'notification.resend' } },
      schema: {
        params: notificationIdParams,
        body: notificationResendRequest,
        headers: idempotencyKeyHeaders,
        response: { 201: notificationResponse },
      },
    },
    async (request, reply) => {
      const answer = await resendNotification({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );
  app.get(
    '/api/label/:id/notifications',
    { config: views, schema: { params: labelIdParams, response: { 200: labelNotificationsResponse } } },
    (request) => listLabelNotifications({ ...deps, actor: actorOf(request), labelId: request.params.id }),
  );

  app.get(
    '/api/notification-template',
    { config: manages, schema: { response: { 200: notificationTemplateListResponse } } },
    (request) => listNotificationTemplates({ ...deps, actor: actorOf(request) }),
  );
  app.get(
    '/api/notification-template/:event/:channel/:locale',
    { config: manages, schema: { params: notificationTemplateKey, response: { 200: notificationTemplateResponse } } },
    (request) => getNotificationTemplate({ ...deps, actor: actorOf(request), key: request.params }),
  );
  app.put(
    '/api/notification-template/:event/:channel/:locale',
    {
      config: manages,
      schema: {
        params: notificationTemplateKey,
        body: notificationTemplateUpdate,
        response: { 200: notificationTemplateResponse },
      },
    },
    (request) =>
      saveNotificationTemplate({ ...deps, actor: actorOf(request), key: request.params, body: request.body.body }),
  );
  app.post(
    '/api/notification-template/preview',
    {
      config: manages,
      schema: { body: notificationTemplatePreviewRequest, response: { 200: notificationTemplatePreviewResponse } },
    },
    (request) => previewNotificationTemplate({ ...deps, publicUrl, actor: actorOf(request), request: request.body }),
  );

  app.get(
    '/api/notification-rules',
    { config: manages, schema: { response: { 200: notificationRulesResponse } } },
    (request) => getNotificationRules({ ...deps, actor: actorOf(request) }),
  );
  app.put(
    '/api/notification-rules',
    { config: manages, schema: { body: notificationRules, response: { 200: notificationRulesResponse } } },
    (request) => saveNotificationRules({ ...deps, actor: actorOf(request), request: request.body }),
  );

  const optOuts = { access: { permission: 'notification.opt-out' } } as const;
  app.get(
    '/api/notification-opt-out',
    {
      config: optOuts,
      schema: { querystring: notificationOptOutListQuery, response: { 200: notificationOptOutListResponse } },
    },
    (request) => listNotificationOptOuts({ ...deps, actor: actorOf(request), query: request.query }),
  );
  app.post(
    '/api/notification-opt-out',
    {
      config: optOuts,
      schema: {
        body: notificationOptOutRequest,
        response: { 200: notificationOptOutResponse, 201: notificationOptOutResponse },
      },
    },
    async (request, reply) => {
      const answer = await createNotificationOptOut({ ...deps, actor: actorOf(request), request: request.body });
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.delete(
    '/api/notification-opt-out/:id',
    { config: optOuts, schema: { params: notificationOptOutIdParams } },
    async (request, reply) => {
      await deleteNotificationOptOut({ ...deps, actor: actorOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/notification-provider',
    { config: manages, schema: { response: { 200: notificationProviderHealthResponse } } },
    (request) =>
      notificationProviderHealth({
        ...deps,
        actor: actorOf(request),
        providers: describeProviders(deps.config.notify),
      }),
  );
  app.get(
    '/api/report/notifications',
    { config: views, schema: { querystring: notificationReportQuery, response: { 200: notificationReportResponse } } },
    (request) => notificationReport({ ...deps, actor: actorOf(request), query: request.query }),
  );

  // The providers call these: no sign-in, the secret path segment is the signature. Gateways post JSON or a form;
  // the form parser lives in this scope only, so no other route takes form posts.
  void app.register(async (callbacks: AppInstance) => {
    callbacks.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // The providers call these: no sign-in, the secret path segment is the signature.
    callbacks.post(
      '/api/notification/receipt/:provider/:secret',
      {
        config: { access: 'public' },
        schema: { params: callbackParams, response: { 200: callbackAnswer, 202: callbackAnswer } },
      },
      async (request, reply) => {
        const answer = await receiveNotificationReceipt(deps, {
          providerName: request.params.provider,
          secret: request.params.secret,
          body: request.body,
        });
        return reply.code(answer.status).send(answer.body);
      },
    );
    callbacks.post(
      '/api/notification/inbound/:provider/:secret',
      {
        config: { access: 'public' },
        schema: { params: callbackParams, response: { 200: inboundAnswer, 202: inboundAnswer } },
      },
      async (request, reply) => {
        const answer = await receiveInboundMessage(deps, {
          providerName: request.params.provider,
          secret: request.params.secret,
          body: request.body,
        });
        return reply.code(answer.status).send(answer.body);
      },
    );
  });

  // A message's short link: its label's public tracking page, or the tracking search for a link that is not ours.
  app.get(
    '/t/:token',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string().max(40) }) } },
    async (request, reply) => {
      const code = await trackingCodeOfLinkToken(deps.db, request.params.token);
      return reply.redirect(code ? `/track/${encodeURIComponent(code)}` : '/track', 302);
    },
  );
}
