import {
  entityId,
  inviteAcceptRequest,
  inviteAcceptResponse,
  inviteDetailsResponse,
  inviteTokenParams,
  merchantIdParams,
  merchantUserInviteRequest,
  merchantUserInviteResponse,
  merchantUsersResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { actorOf, clientOf } from '../../plugins/request-context.js';
import { acceptInvite, getInvite } from './accept-invite.js';
import {
  inviteMerchantUser,
  listMerchantUsers,
  reinviteMerchantUser,
  type MerchantUserDeps,
} from './invite-merchant-user.js';

const memberParams = merchantIdParams.extend({ userId: entityId() });
/** Who onboards a merchant invites its members: its home branch's heads and head office. */
const manageMerchants = { permission: 'merchant.manage' } as const;

export function registerMerchantUserRoutes(app: AppInstance, deps: MerchantUserDeps): void {
  app.get(
    '/api/merchant/:id/users',
    {
      config: { access: manageMerchants },
      schema: { params: merchantIdParams, response: { 200: merchantUsersResponse } },
    },
    (request) => listMerchantUsers({ ...deps, actor: actorOf(request), merchantId: request.params.id }),
  );

  app.post(
    '/api/merchant/:id/users',
    {
      config: { access: manageMerchants },
      schema: {
        params: merchantIdParams,
        body: merchantUserInviteRequest,
        response: { 201: merchantUserInviteResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await inviteMerchantUser({
          ...deps,
          actor: actorOf(request),
          merchantId: request.params.id,
          body: request.body,
          origin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  app.post(
    '/api/merchant/:id/users/:userId/invite',
    {
      config: { access: manageMerchants },
      schema: { params: memberParams, response: { 201: merchantUserInviteResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await reinviteMerchantUser({
          ...deps,
          actor: actorOf(request),
          merchantId: request.params.id,
          userId: request.params.userId,
          origin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  app.get(
    '/api/invite/:token',
    {
      config: { access: 'public' },
      schema: { params: inviteTokenParams, response: { 200: inviteDetailsResponse } },
    },
    (request) => getInvite({ ...deps, token: request.params.token }),
  );

  app.post(
    '/api/invite/:token',
    {
      config: { access: 'public' },
      schema: { params: inviteTokenParams, body: inviteAcceptRequest, response: { 200: inviteAcceptResponse } },
    },
    (request) =>
      acceptInvite({
        ...deps,
        token: request.params.token,
        password: request.body.password,
        client: clientOf(request),
      }),
  );
}
