import { RESPONSIVE_PREVIEW_PERMISSIONS, responsivePreview, responsivePreviewQuery } from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/http-error.ts';
import { isAllowed } from '../../lib/access.ts';
import { readResponsivePreview } from './responsive.repository.ts';

export const responsiveRoutes = areaRoutes(['responsive'], async (app) => {
  app.get(
    '/responsive-preview',
    {
      // any of several permissions: the route itself needs a signed-in user, the check runs before validation
      ...route(null, {
        summary: 'What the marketplace shows on a page for a platform at a moment: live banners and pop-ups',
        description:
          `Needs one of ${RESPONSIVE_PREVIEW_PERMISSIONS.join(', ')}; banners are answered with banners-index, ` +
          'pop-ups with popups-view (else null). `at`: ISO time, or YYYY-MM-DD HH:mm in Vietnam time; now when absent. ' +
          '`drafts=1` adds what is not live at that moment, each with its state.',
        query: responsivePreviewQuery,
        entity: responsivePreview,
      }),
      preValidation: async (request) => {
        if (!RESPONSIVE_PREVIEW_PERMISSIONS.some((p) => isAllowed(request.user!, p))) {
          const allowed = RESPONSIVE_PREVIEW_PERMISSIONS.map((p) => `"${p}"`).join(', ');
          throw forbidden(`Permission denied: requires one of ${allowed}`);
        }
      },
    },
    async (request) =>
      ok(
        await readResponsivePreview(app.db, request.query, {
          banners: isAllowed(request.user!, 'banners-index'),
          popups: isAllowed(request.user!, 'popups-view'),
        }),
      ),
  );
});
