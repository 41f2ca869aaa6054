import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@admin/contract';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.ts';
import { sendError } from './errors.ts';
import { isApiPath } from './permissions.ts';
import { UPLOADS_PREFIX } from '../lib/images.ts';

/** The web build's list of the files each screen's first visit loads (apps/web/build/route-preloads.ts). */
interface RoutePreloads {
  routes: { path: string; guest: boolean; files: Record<string, string[]> }[];
}

/** The interface language without a `locale` cookie (or with one the build has no files for). */
const DEFAULT_LANGUAGE = 'vi';

/** A screen's URL pattern as a regular expression: `:id` is one segment; case-insensitive, like the router. */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

type PageHtml = (url: string, cookies: Record<string, string | undefined>) => string;

/**
 * index.html for a page path, with a `<link rel="modulepreload">` for each file that the page's
 * first visit loads besides the entry (in the interface language of the `locale` cookie), so the
 * browser fetches them at once instead of one wave of imports after another. Without a `token`
 * cookie the app sends the visitor to the sign-in page: its files are named instead. A path no screen
 * has (or a build without the list) gets index.html as it is.
 */
function pagesOf(root: string): PageHtml {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const listFile = path.join(root, 'route-preloads.json');
  if (!fs.existsSync(listFile) || !html.includes('</head>')) return () => html;
  const { routes } = JSON.parse(fs.readFileSync(listFile, 'utf8')) as RoutePreloads;
  // fixed segments before parameters: /news/create before /news/:id
  const ranked = routes
    .map((route) => ({ ...route, pattern: patternOf(route.path), params: route.path.split(':').length }))
    .sort((a, b) => a.params - b.params);
  const guestRoute = ranked.find((route) => route.guest);
  const pages = new Map<string, string>();
  return (url, cookies) => {
    const found = ranked.find((route) => route.pattern.test(url));
    const route = found && !found.guest && !cookies.token ? guestRoute : found;
    if (!route) return html;
    // the languages are those the build listed files for
    const language = cookies.locale && Object.hasOwn(route.files, cookies.locale) ? cookies.locale : DEFAULT_LANGUAGE;
    const key = `${route.path} ${language}`;
    let page = pages.get(key);
    if (page === undefined) {
      const links = (route.files[language] ?? [])
        .map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n  `)
        .join('');
      page = html.replace('</head>', `${links}</head>`);
      pages.set(key, page);
    }
    return page;
  };
}

export const NOT_BUILT_NOTE = 'The web app is not built yet: run `npm run build`, then reload this page.\n';

/**
 * The web build (apps/web/dist) with the SPA fallback: a GET for a page path answers index.html,
 * while unknown /api and /uploads paths answer the 404 envelope.
 */
export default fp<{ webDistDir?: string }>(
  async (app, options) => {
    const root = options.webDistDir ? path.resolve(options.webDistDir) : undefined;
    const built = !!root && fs.existsSync(path.join(root, 'index.html'));
    // read once, like the files served beside it (`wildcard: false` lists them at start-up)
    const page = built ? pagesOf(root) : undefined;
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        // '/' is a page too: answered below, with its preloads
        index: false,
        // the build writes each script, style sheet and icon also as .br and .gz (vite.config.ts):
        // a browser that accepts one gets it, the others get the file
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          // a cache between (a CDN, a proxy) keeps each encoding apart
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(url) &&
        !url.startsWith(UPLOADS_PREFIX) &&
        !path.posix.basename(url).includes('.');
      if (!isPage) return sendError(reply, notFound(MESSAGES.notFound));
      if (!built) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_NOTE);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page!(url, request.cookies));
    });
  },
  { name: 'web' },
);
