import {
  CONTENT_MESSAGES,
  PARTNER_LOGO_FIELD,
  partner,
  partnerActiveBody,
  partnerForm,
  partnerListQuery,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { pictureFormHandlers } from '../../lib/image-form.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  checkPartnerName,
  createPartner,
  getPartner,
  listPartners,
  partnerLogo,
  setPartnerActive,
  updatePartner,
} from './partners.repository.ts';

const formHelp =
  'Multipart fields: name, type (bank, finance, insurance, other), website, hotline, email, description, ' +
  `active (1 or 0), sort, and an optional logo in "${PARTNER_LOGO_FIELD}".`;

export const partnersRoutes = areaRoutes(['partners'], async (app) => {
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

  rowRoutes(app, {
    path: '/partners',
    permissions: 'partners',
    read: 'view',
    entity: partner,
    list: {
      summary: 'Partners (banks, finance companies, insurers), 20 a page; type, active and search filters',
      query: partnerListQuery,
      run: listPartners,
    },
    create: { summary: 'Create a partner (multipart, logo optional)', description: formHelp, form: form.create },
    get: { summary: 'One partner', run: getPartner },
    update: {
      method: 'POST',
      summary: 'Edit a partner (multipart); without a new logo the old one is kept',
      description: formHelp,
      form: form.update,
    },
  });

  app.put(
    '/partners/active/:id',
    route.status('partners-status', {
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
});
