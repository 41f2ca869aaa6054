import {
  CONTENT_MESSAGES,
  PARTNER_LOGO_FIELD,
  partner,
  partnerActiveBody,
  partnerForm,
  partnerListQuery,
} from '@admin/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { createWithImage, readStoredImageForm, updateRowWithImage } from '../../lib/image-form.ts';
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
const FOLDER = 'partners';
const consumes = ['multipart/form-data', 'application/json'];
const formHelp =
  'Multipart fields: name, type (bank, finance, insurance, other), website, hotline, email, description, ' +
  `active (1 or 0), sort, and an optional logo in "${PARTNER_LOGO_FIELD}".`;

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const readPartnerForm = (request: FastifyRequest, id?: number) =>
    readStoredImageForm(request, app.uploads.dir, {
      schema: partnerForm,
      field: PARTNER_LOGO_FIELD,
      folder: FOLDER,
      required: false,
      check: (data) => checkPartnerName(app.db, data.name, id),
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
      consumes,
      entity: partner,
    }),
    async (request) => {
      const created = await createWithImage(
        app,
        () => readPartnerForm(request),
        ({ data, stored }) => createPartner(app.db, request.actor, data, stored),
      );
      return ok(created, CONTENT_MESSAGES.created);
    },
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
      consumes,
      entity: partner,
    }),
    async (request) => {
      const updated = await updateRowWithImage(app, request, {
        load: getPartner,
        read: (id) => readPartnerForm(request, id),
        image: partnerLogo,
        update: (id, { data, stored }) => updatePartner(app.db, request.actor, id, data, stored),
      });
      return ok(updated, CONTENT_MESSAGES.updated);
    },
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
