import Fastify, { type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type SeedMode, seedDatabase } from './db/seed/index.ts';
import type { HashCost } from './lib/passwords.ts';
import { loadOrCreateSecret } from './lib/secret.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { faqCategoriesRoutes } from './modules/faq-categories/faq-categories.routes.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { popupsRoutes } from './modules/popups/popups.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { brandsRoutes } from './modules/brands/brands.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { stationsRoutes } from './modules/stations/stations.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { managersRoutes } from './modules/managers/managers.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { walletsRoutes } from './modules/wallets/wallets.routes.ts';
import { cashOrdersRoutes } from './modules/cash-orders/cash-orders.routes.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import permissionsPlugin from './plugins/permissions.ts';
import securityPlugin from './plugins/security.ts';
import swaggerPlugin from './plugins/swagger.ts';
import uploadsPlugin from './plugins/uploads.ts';
import webPlugin from './plugins/web.ts';

export interface BuildAppOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite in dataDir/admin.sqlite. */
  databaseUrl?: string;
  /** SQLite file, uploads, and the generated JWT secret live here. */
  dataDir: string;
  logger?: FastifyServerOptions['logger'];
  /** The web build to serve (apps/web/dist); without it, pages answer a note to build it. */
  webDistDir?: string;
  /** HS256 secret; when absent, the one kept in dataDir/jwt-secret (made on first use). */
  jwtSecret?: string;
  /** 'demo': base data and demo users on an empty database; 'base': permissions, full-access role, locations. */
  seed?: SeedMode;
  /** argon2id cost (tests make it cheap); the recommended parameters otherwise. */
  hashCost?: Partial<HashCost>;
  /** Other origins the web app may call (the notification service), for the CSP. */
  connectOrigins?: string[];
  /** Behind a reverse proxy: trust X-Forwarded-* for the client address and protocol. */
  trustProxy?: boolean;
}

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Bodies are small JSON; uploads go through multipart with their own limit.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { connectOrigins: options.connectOrigins });
  await app.register(dbPlugin, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  await app.register(authPlugin, {
    jwtSecret: options.jwtSecret ?? loadOrCreateSecret(options.dataDir),
    hashCost: options.hashCost,
  });
  await app.register(permissionsPlugin);
  await app.register(auditPlugin);
  await app.register(uploadsPlugin, { dataDir: options.dataDir });
  await app.register(swaggerPlugin);
  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        usersRoutes,
        managersRoutes,
        rolesRoutes,
        locationsRoutes,
        auditRoutes,
        // Catalogue
        productsRoutes,
        brandsRoutes,
        storesRoutes,
        stationsRoutes,
        vehiclesRoutes,
        // Content and marketing
        newsRoutes,
        categoriesRoutes,
        commentsRoutes,
        bannersRoutes,
        eventsRoutes,
        popupsRoutes,
        pagesRoutes,
        faqsRoutes,
        faqCategoriesRoutes,
        partnersRoutes,
        leadsRoutes,
        reviewsRoutes,
        uploadsRoutes,
        // Ads and promotions
        walletsRoutes,
        cashOrdersRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { webDistDir: options.webDistDir });

  await app.ready();
  await seedDatabase(app.db, options.seed ?? false, app.passwords, { uploadsDir: app.uploads.dir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
