import {
  creditMerchantParams,
  creditPaymentRequest,
  creditPaymentResponse,
  creditStatementQuery,
  creditStatementResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { getCreditStatement } from './get-credit-statement.js';
import { recordCreditPayment } from './record-credit-payment.js';

export function registerCreditRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.post(
    '/api/credit/:merchantId/payments',
    {
      config: { access: { permission: 'credit.payment' } },
      schema: {
        params: creditMerchantParams,
        body: creditPaymentRequest,
        headers: idempotencyKeyHeaders,
        response: { 201: creditPaymentResponse },
      },
    },
    async (request, reply) => {
      const answer = await recordCreditPayment({
        ...deps,
        actor: actorOf(request),
        merchantId: request.params.merchantId,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/api/credit/:merchantId/statement',
    {
      config: { access: { permission: 'credit.view' } },
      schema: {
        params: creditMerchantParams,
        querystring: creditStatementQuery,
        response: { 200: creditStatementResponse },
      },
    },
    (request) =>
      getCreditStatement({
        ...deps,
        actor: actorOf(request),
        merchantId: request.params.merchantId,
        query: request.query,
      }),
  );
}
