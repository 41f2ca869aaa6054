import '../test/dom.ts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeFiles } from '../../build/route-preloads.ts';
import { loadRouteFiles, preloadRouteFiles, routeFilesOf } from './route-files.ts';

const SHELL = ['/assets/shell.js', '/assets/i18n-vi-first.js'];
const preloads = [
  { path: '/login', guest: true, files: { vi: ['/assets/login.js'], en: ['/assets/login.js'] } },
  {
    path: '/news/:id/edit',
    guest: false,
    files: { vi: [...SHELL, '/assets/news-edit.js', '/assets/form.js'], en: [...SHELL, '/assets/news-edit.js'] },
  },
  {
    path: '/news/create',
    guest: false,
    files: { vi: [...SHELL, '/assets/news-create.js', '/assets/form.js'], en: SHELL },
  },
  { path: '/news/:id', guest: false, files: { vi: [...SHELL, '/assets/news-detail.js'], en: SHELL } },
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
  assert.ok(!table.files.some((f) => SHELL.includes(f) || f === '/assets/login.js'));
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
  // a fixed segment before a parameter; paths match whatever their case, as the router's do
  assert.deepEqual(routeFilesOf('/News/Create', 'vi'), ['/assets/news-create.js', '/assets/form.js']);
  assert.deepEqual(routeFilesOf('/news/12', 'vi'), ['/assets/news-detail.js']);
  assert.deepEqual(routeFilesOf('/nowhere', 'vi'), []);

  const links = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
  preloadRouteFiles('/news/12/edit', 'vi');
  preloadRouteFiles('/news/create', 'vi');
  assert.deepEqual(links(), ['/assets/news-edit.js', '/assets/form.js', '/assets/news-create.js']);
});
