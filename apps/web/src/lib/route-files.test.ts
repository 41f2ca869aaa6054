import '../test/dom.ts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeFiles } from '../../build/route-preloads.ts';
import { loadRouteFiles, preloadRouteFiles, routeFilesOf, screenPatternOf } from './route-files.ts';

const SHELL = ['/assets/shell.js', '/assets/i18n-vi-first.js'];
// what every signed-in screen loads in English: the shell and the English first texts
const SHELL_EN = ['/assets/shell.js', '/assets/i18n-en-first.js'];
const preloads = [
  { path: '/login', guest: true, files: { vi: ['/assets/login.js'], en: ['/assets/login.js'] } },
  {
    path: '/news/:id/edit',
    guest: false,
    files: { vi: [...SHELL, '/assets/news-edit.js', '/assets/form.js'], en: [...SHELL_EN, '/assets/news-edit.js'] },
  },
  {
    path: '/news/create',
    guest: false,
    files: { vi: [...SHELL, '/assets/news-create.js', '/assets/form.js'], en: SHELL_EN },
  },
  { path: '/news/:id', guest: false, files: { vi: [...SHELL, '/assets/news-detail.js'], en: SHELL_EN } },
];

test('the build lists each signed-in screen by language, without the files every one of them loads', () => {
  const table = routeFiles(preloads);
  const named = (path: string, language: string) =>
    table.routes.find((r) => r.path === path)!.files[language]!.map((i) => table.files[i]);
  assert.deepEqual(
    table.routes.map((r) => r.path),
    ['/news/:id/edit', '/news/create', '/news/:id'],
  );
  assert.deepEqual(named('/news/:id/edit', 'vi'), ['/assets/news-edit.js', '/assets/form.js']);
  assert.deepEqual(named('/news/create', 'en'), []);
  // a file two screens load is named once
  assert.equal(table.files.filter((f) => f === '/assets/form.js').length, 1);
  assert.ok(!table.files.some((f) => SHELL.includes(f) || SHELL_EN.includes(f) || f === '/assets/login.js'));
});

test("a move asks for its screen's files once the list is read, each file once", async () => {
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify(routeFiles(preloads)), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  assert.deepEqual(routeFilesOf('/news/create', 'vi'), [], 'nothing before the list is read');
  await loadRouteFiles();
  await loadRouteFiles();
  assert.deepEqual(asked, ['/route-files.json'], 'read once');
  assert.deepEqual(routeFilesOf('/news/create', 'vi'), ['/assets/news-create.js', '/assets/form.js']);
  assert.deepEqual(routeFilesOf('/news/:id', 'vi'), ['/assets/news-detail.js']);
  assert.deepEqual(routeFilesOf('/nowhere', 'vi'), []);
  assert.deepEqual(routeFilesOf(null, 'vi'), []);

  const links = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
  preloadRouteFiles('/news/:id/edit', 'vi');
  preloadRouteFiles('/news/create', 'vi');
  assert.deepEqual(links(), ['/assets/news-edit.js', '/assets/form.js', '/assets/news-create.js']);
});

test("a path's screen pattern is the router's match of it, under the layouts' pathless routes", () => {
  // the app's shape (app/router.tsx): layouts without a path, screens below, the 404 page beside
  const screen = (path: string) => (path === '/' ? { index: true } : { path: path.slice(1) });
  const routes = [
    {
      id: 'root',
      children: [
        { id: 'blank', children: [screen('/login')] },
        {
          id: 'default',
          children: [{ children: ['/', '/products', '/news/create', '/news/:id', '/news/:id/edit'].map(screen) }],
        },
        { path: '*' },
      ],
    },
  ];
  assert.equal(screenPatternOf(routes, '/'), '/');
  assert.equal(screenPatternOf(routes, '/products'), '/products');
  // whatever its case, as the router matches; a fixed segment before a parameter
  assert.equal(screenPatternOf(routes, '/News/Create'), '/news/create');
  assert.equal(screenPatternOf(routes, '/news/12'), '/news/:id');
  assert.equal(screenPatternOf(routes, '/news/12/edit'), '/news/:id/edit');
  assert.equal(screenPatternOf(routes, '/nowhere/at/all'), '/*');
});
