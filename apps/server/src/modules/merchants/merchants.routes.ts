import {
  merchantIdParams,
  merchantListQuery,
  merchantListResponse,
  logoImageLimits,
  merchantResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { sendLogoImage } from '../../lib/logo-images.js';
import { installMultipartForms, readMultipartForm } from '../../plugins/multipart-form.js';
import { actorOf } from '../../plugins/request-context.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { createMerchant } from './create-merchant.js';
import { getMerchant, getMerchantLogo } from './get-merchant.js';
import { listMerchants } from './list-merchants.js';
import { merchantForm, type MerchantDeps, type MerchantSubmission } from './merchant-form.js';
import { updateMerchant } from './update-merchant.js';

export function registerMerchantRoutes(app: AppInstance, deps: MerchantDeps): void {
  app.get(
    '/api/merchant',
    {
      config: { access: { permission: 'merchant.view' } },
      schema: { querystring: merchantListQuery, response: { 200: merchantListResponse } },
    },
    (request) => listMerchants({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/merchant/:id',
    {
      config: { access: { permission: 'merchant.view' } },
      schema: { params: merchantIdParams, response: { 200: merchantResponse } },
    },
    (request) => getMerchant({ ...deps, actor: actorOf(request), merchantId: request.params.id }),
  );

  app.get(
    '/api/merchant/:id/logo',
    { config: { access: { permission: 'merchant.view' } }, schema: { params: merchantIdParams } },
    async (request, reply) => {
      const logo = await getMerchantLogo({ ...deps, actor: actorOf(request), merchantId: request.params.id });
      return sendLogoImage(request, reply, logo);
    },
  );

  // Only these two routes read multipart bodies: the parser and its hooks stay in their scope.
  void app.register(async (scope) => {
    await installMultipartForms(scope, logoImageLimits.maxBytes);
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const submissionOf = async (request: Parameters<typeof readMultipartForm>[0]): Promise<MerchantSubmission> => {
      const { fields, files } = await readMultipartForm(request, merchantForm);
      return { fields, logo: files.logo };
    };

    routes.post(
      '/api/merchant',
      {
        config: { access: { permission: 'merchant.manage' }, multipart: merchantForm },
        schema: { response: { 201: merchantResponse } },
      },
      async (request, reply) => {
        const submission = await submissionOf(request);
        const created = await createMerchant({ ...deps, actor: actorOf(request), submission });
        return reply.code(201).send(created);
      },
    );

    routes.post(
      '/api/merchant/:id',
      {
        config: { access: { permission: 'merchant.manage' }, multipart: merchantForm },
        schema: { params: merchantIdParams, response: { 200: merchantResponse } },
      },
      async (request) =>
        updateMerchant({
          ...deps,
          actor: actorOf(request),
          merchantId: request.params.id,
          submission: await submissionOf(request),
        }),
    );
  });
}
