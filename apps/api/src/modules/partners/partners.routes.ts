import {
  CONTENT_MESSAGES,
  PARTNER_LOGO_FIELD,
  idParam,
  listEnvelope,
  okEnvelope,
  partner,
  partnerActiveBody,
  partnerForm,
  partnerListQuery,
} from '@admin/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, ok } from '../../lib/envelope.ts';
import {
  parseSingleImageForm,
  readSingleImageForm,
  removeImageFiles,
  storeCheckedImage,
} from '../../lib/image-form.ts';
import { errorResponses } from '../../lib/schemas.ts';
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
  async function readPartnerForm(request: FastifyRequest, id?: number) {
    const form = await readSingleImageForm(request, PARTNER_LOGO_FIELD);
    const { data, file } = parseSingleImageForm(partnerForm, form, { field: PARTNER_LOGO_FIELD, required: false });
    await checkPartnerName(app.db, data.name, id);
    const stored = file ? await storeCheckedImage(app.uploads.dir, file, PARTNER_LOGO_FIELD, FOLDER) : null;
    return { data, stored };
  }

  app.get(
    '/partners',
    {
      config: { permission: 'partners-view' },
      schema: {
        tags,
        summary: 'Partners (banks, finance companies, insurers), 20 a page; type, active and search filters',
        querystring: partnerListQuery,
        response: { 200: listEnvelope(partner), ...errorResponses },
      },
    },
    async (request) => list(await listPartners(app.db, request.query), request.query),
  );

  app.post(
    '/partners',
    {
      config: { permission: 'partners-create' },
      schema: {
        tags,
        summary: 'Create a partner (multipart, logo optional)',
        description: formHelp,
        consumes,
        response: { 200: okEnvelope(partner), ...errorResponses },
      },
    },
    async (request) => {
      const { data, stored } = await readPartnerForm(request);
      try {
        return ok(await createPartner(app.db, request.actor, data, stored), CONTENT_MESSAGES.created);
      } catch (error) {
        if (stored) await removeImageFiles(app.uploads.dir, JSON.stringify(stored));
        throw error;
      }
    },
  );

  app.get(
    '/partners/:id',
    {
      config: { permission: 'partners-view' },
      schema: {
        tags,
        summary: 'One partner',
        params: idParam,
        response: { 200: okEnvelope(partner), ...errorResponses },
      },
    },
    async (request) => ok(await getPartner(app.db, request.params.id)),
  );

  app.post(
    '/partners/:id',
    {
      config: { permission: 'partners-update' },
      schema: {
        tags,
        summary: 'Edit a partner (multipart); without a new logo the old one is kept',
        description: formHelp,
        consumes,
        params: idParam,
        response: { 200: okEnvelope(partner), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await getPartner(app.db, id);
      const { data, stored } = await readPartnerForm(request, id);
      const previous = await partnerLogo(app.db, id);
      try {
        const updated = await updatePartner(app.db, request.actor, id, data, stored);
        if (stored) await removeImageFiles(app.uploads.dir, previous);
        return ok(updated, CONTENT_MESSAGES.updated);
      } catch (error) {
        if (stored) await removeImageFiles(app.uploads.dir, JSON.stringify(stored));
        throw error;
      }
    },
  );

  app.put(
    '/partners/active/:id',
    {
      config: { permission: 'partners-status' },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a partner',
        params: idParam,
        body: partnerActiveBody,
        response: { 200: okEnvelope(partner), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await setPartnerActive(app.db, request.actor, request.params.id, request.body.active),
        CONTENT_MESSAGES.statusUpdated,
      ),
  );
};
