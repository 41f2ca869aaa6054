import {
  CONTENT_MESSAGES,
  PARTNER_LOGO_FIELD,
  partner,
  partnerActiveBody,
  partnerForm,
  partnerListQuery,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formConsumes, route } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { pictureFormHandlers } from '../../lib/image-form.ts';
import {
  checkPartnerName,
  createPartner,
  getPartner,
  listPartners,
  partnerLogo,
  setPartnerActive,
  updatePartner,
} from './partners.repository.ts';

const tags = ['partners'];
const formHelp =
  'Multipart fields: name, type (bank, finance, insurance, other), website, hotline, email, description, ' +
  `active (1 or 0), sort, and an optional logo in "${PARTNER_LOGO_FIELD}".`;

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const form = pictureFormHandlers(app, {
    schema: partnerForm,
    field: PARTNER_LOGO_FIELD,
    folder: 'partners',
    requiredOnCreate: false,
    check: (data, id) => checkPartnerName(app.db, data.name, id),
    load: getPartner,
    image: partnerLogo,
    create: (db, actor, { data, stored }) => createPartner(db, actor, data, stored),
    update: (db, actor, id, { data, stored }) => updatePartner(db, actor, id, data, stored),
    messages: { created: CONTENT_MESSAGES.created, updated: CONTENT_MESSAGES.updated },
  });

  app.get(
    '/partners',
    route.list('partners-view', {
      tags,
      summary: 'Partners (banks, finance companies, insurers), 20 a page; type, active and search filters',
      query: partnerListQuery,
      item: partner,
    }),
    async (request) => list(await listPartners(app.db, request.query), request.query),
  );

  app.post(
    '/partners',
    route.create('partners-create', {
      tags,
      summary: 'Create a partner (multipart, logo optional)',
      description: formHelp,
      consumes: formConsumes,
      entity: partner,
    }),
    form.create,
  );

  app.get(
    '/partners/:id',
    route.get('partners-view', { tags, summary: 'One partner', entity: partner }),
    async (request) => ok(await getPartner(app.db, request.params.id)),
  );

  app.post(
    '/partners/:id',
    route.update('partners-update', {
      tags,
      summary: 'Edit a partner (multipart); without a new logo the old one is kept',
      description: formHelp,
      consumes: formConsumes,
      entity: partner,
    }),
    form.update,
  );

  app.put(
    '/partners/active/:id',
    route.status('partners-status', {
      tags,
      summary: 'Activate (1) or deactivate (0) a partner',
      body: partnerActiveBody,
      entity: partner,
    }),
    async (request) =>
      ok(
        await setPartnerActive(app.db, request.actor, request.params.id, request.body.active),
        CONTENT_MESSAGES.statusUpdated,
      ),
  );
};
