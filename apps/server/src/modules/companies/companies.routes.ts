import {
  companyIdParams,
  companyListResponse,
  companyOwnerResponse,
  companyResponse,
  logoImageLimits,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { sendLogoImage } from '../../lib/logo-images.js';
import { installMultipartForms, readMultipartForm } from '../../plugins/multipart-form.js';
import { actorOf } from '../../plugins/request-context.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import {
  companyForm,
  companyOwnerForm,
  createCompany,
  createCompanyOwner,
  getCompanyLogo,
  listCompanies,
} from './manage-companies.js';

/**
 * Companies are the platform's tenants: only its super-admin opens them and gives each its owner (roles are shared
 * by every company, so a company's own md must not see the others).
 */
const config = { access: { roles: ['super-admin'], permission: 'company.manage' } } as const;

export function registerCompanyRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get('/api/company', { config, schema: { response: { 200: companyListResponse } } }, () => listCompanies(deps));

  app.get('/api/company/:id/logo', { config, schema: { params: companyIdParams } }, async (request, reply) => {
    const logo = await getCompanyLogo({ ...deps, companyId: request.params.id });
    return sendLogoImage(request, reply, logo);
  });

  // Only these two routes read multipart bodies: the parser and its hooks stay in their scope.
  void app.register(async (scope) => {
    await installMultipartForms(scope, logoImageLimits.maxBytes);
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/api/company',
      { config: { ...config, multipart: companyForm }, schema: { response: { 201: companyResponse } } },
      async (request, reply) => {
        const { fields, files } = await readMultipartForm(request, companyForm);
        const data = await createCompany({ ...deps, actor: actorOf(request), fields, logo: files.logo });
        return reply.code(201).send({ data });
      },
    );
    routes.post(
      '/api/company/:id/owner',
      {
        config: { ...config, multipart: companyOwnerForm },
        schema: { params: companyIdParams, response: { 201: companyOwnerResponse } },
      },
      async (request, reply) => {
        const { fields } = await readMultipartForm(request, companyOwnerForm);
        const data = await createCompanyOwner({
          ...deps,
          actor: actorOf(request),
          companyId: request.params.id,
          fields,
        });
        return reply.code(201).send({ data });
      },
    );
  });
}
