import { EDITOR_IMAGE_FIELD, type PermissionName, okEnvelope, uploadedImage } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { readSingleImageForm, storeCheckedImage } from '../../lib/image-form.ts';
import { forbidden, invalidField } from '../../lib/http-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { UPLOADS_PREFIX } from '../../lib/images.ts';
import { isAllowed } from '../../lib/access.ts';

/** Whoever may write rich text may put pictures in it. */
export const EDITOR_PERMISSIONS: readonly PermissionName[] = [
  'news-create',
  'news-update',
  'pages-create',
  'pages-update',
  'events-create',
  'events-update',
  'faqs-create',
  'faqs-update',
];

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads/images',
    {
      // One of several permissions: checked below; the route itself only needs a signed-in user.
      config: { permission: null },
      schema: {
        tags: ['uploads'],
        summary: `A picture for the rich-text editors (multipart field "${EDITOR_IMAGE_FIELD}"): JPEG, PNG, WebP or GIF, 5 MB at most`,
        description: `Needs one of ${EDITOR_PERMISSIONS.join(', ')}. Answers the original and its square WebP variants.`,
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(uploadedImage), ...errorResponses },
      },
    },
    async (request) => {
      if (!EDITOR_PERMISSIONS.some((p) => isAllowed(request.user!, p))) {
        const allowed = EDITOR_PERMISSIONS.map((p) => `"${p}"`).join(', ');
        throw forbidden(`Permission denied: requires one of ${allowed}`);
      }
      const form = await readSingleImageForm(request, EDITOR_IMAGE_FIELD);
      if (!form.file) throw invalidField(EDITOR_IMAGE_FIELD, 'Choose an image file');
      const stored = await storeCheckedImage(app.uploads.dir, form.file, EDITOR_IMAGE_FIELD, 'editor');
      return ok({
        original: `${UPLOADS_PREFIX}${stored.original}`,
        medium: `${UPLOADS_PREFIX}${stored.medium}`,
        small: `${UPLOADS_PREFIX}${stored.small}`,
      });
    },
  );
};
