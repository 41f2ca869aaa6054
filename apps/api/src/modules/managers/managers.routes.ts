import {
  idParam,
  invitationAcceptBody,
  invitationInfo,
  invitationTokenParam,
  manager,
  managerCreateBody,
  managerListQuery,
  okEnvelope,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { PUBLIC_BODY_LIMIT } from '../../lib/json-body.ts';
import { errorResponses } from '../../lib/schemas.ts';
import {
  acceptInvitation,
  createInvitation,
  invitationByToken,
  listInvitations,
  revokeInvitation,
} from './managers.repository.ts';

export const managersRoutes = areaRoutes(['managers'], async (app) => {
  app.get(
    '/managers',
    route.list('users-index', {
      summary: 'Invitations of new admins, newest first',
      query: managerListQuery,
      item: manager,
    }),
    async (request) => list(await listInvitations(app.db, request.query), request.query),
  );

  app.post(
    '/managers',
    route.create('users-create', {
      summary: 'Invite an e-mail address; invite_url is shown in this answer only',
      body: managerCreateBody,
      entity: manager,
    }),
    async (request) => ok(await createInvitation(app.db, request.actor, request.body.email), 'Invitation created'),
  );

  app.put(
    '/managers/:id/revoke',
    route('users-create', { summary: 'Revoke a pending invitation', params: idParam, entity: manager }),
    async (request) => ok(await revokeInvitation(app.db, request.actor, request.params.id)),
  );

  app.get(
    '/managers/invitations/:token',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'What an invitation link is for (public)',
        security: [],
        params: invitationTokenParam,
        response: { 200: okEnvelope(invitationInfo), ...errorResponses },
      },
    },
    async (request) => ok(await invitationByToken(app.db, request.params.token)),
  );

  app.post(
    '/managers/invitations/:token/accept',
    {
      config: { permission: 'public' },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        summary: 'Accept an invitation: choose username, name and password (public)',
        security: [],
        params: invitationTokenParam,
        body: invitationAcceptBody,
        response: { 200: okEnvelope(invitationInfo), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await acceptInvitation(app.db, app.passwords, request.params.token, request.body, request.ip),
        'Welcome! You can sign in now.',
      ),
  );
});
