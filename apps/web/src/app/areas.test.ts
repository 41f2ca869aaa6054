import assert from 'node:assert/strict';
import { test } from 'node:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENU } from '@admin/contract/permissions';
import { loadAreas } from '../../build/areas.ts';
import { discoverAreas, href, registerAreas, visibleMenu, type Area } from '../lib/areas.ts';

const features = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');
const folders = readdirSync(features).filter((f) => existsSync(join(features, f, 'area.ts')));
const areas: Area[] = await loadAreas();
const screens = areas.flatMap((a) => Object.entries(a.screens).map(([key, s]) => ({ area: a.key, key, ...s })));
const groupOrder = MENU.map((g) => g.key);

registerAreas(areas);

test('every folder with an area.ts is an area, named after its folder, in the order of the folders', () => {
  assert.deepEqual(
    areas.map((a) => a.key),
    folders,
  );
});

test('an area is found by its file: ordered by folder, refused when its key is not its folder or it exports none', () => {
  const area = (key: string): Area => ({ key, screens: {} });
  const found = discoverAreas({
    '../features/stores/area.ts': { area: area('stores') },
    '../features/faq-categories/area.ts': { area: area('faq-categories') },
    '../features/faqs/area.ts': { area: area('faqs') },
  });
  assert.deepEqual(
    found.map((a) => a.key),
    ['faq-categories', 'faqs', 'stores'],
  );
  assert.throws(
    () => discoverAreas({ '../features/stores/area.ts': { area: area('shops') } }),
    /declares the area shops/,
  );
  assert.throws(() => discoverAreas({ '../features/stores/area.ts': {} }), /exports no area/);
  assert.throws(() => discoverAreas({ '../lib/area.ts': { area: area('lib') } }), /is not a features/);
});

test('the app finds its areas with a glob of every features/<area>/area.ts', () => {
  const source = readFileSync(join(features, '..', 'app', 'areas.ts'), 'utf8');
  assert.match(
    source,
    /discoverAreas\(\s*import\.meta\.glob<\{ area: Area \}>\('\.\.\/features\/\*\/area\.ts', \{ eager: true \}\)/,
  );
});

test('no two screens have the same path, and every redirect opens a screen of its area', () => {
  const seen = new Map<string, string>();
  for (const s of screens) {
    assert.ok(s.path.startsWith('/'), `${s.area}.${s.key}: ${s.path} is absolute`);
    assert.equal(seen.get(s.path.toLowerCase()), undefined, `${s.path} is declared by ${s.area}.${s.key} too`);
    seen.set(s.path.toLowerCase(), `${s.area}.${s.key}`);
    if (s.redirectTo) assert.ok(areas.find((a) => a.key === s.area)?.screens[s.redirectTo]?.lazy, s.redirectTo);
    else assert.ok(s.lazy, `${s.area}.${s.key} has a module`);
  }
});

test("the menu is the contract's menu, which groups permissions in the role editor", () => {
  const declared = visibleMenu(areas, groupOrder, 1).flatMap((g) =>
    g.entries.map((e) => `${g.key}:${e.key}:${e.path}`),
  );
  const contract = MENU.flatMap((g) => g.entries.map((e) => `${g.key}:${e.key}:${e.path}`));
  assert.deepEqual(declared, contract);
});

test('every menu group with an entry has an icon, and entry keys are unique', () => {
  const menu = visibleMenu(areas, groupOrder, 1);
  for (const group of menu) assert.ok(group.icon, `${group.key} has an icon`);
  const keys = menu.flatMap((g) => g.entries.map((e) => e.key));
  assert.equal(new Set(keys).size, keys.length);
});

test('the menu shows an entry when its screen opens, in the order of spec section 2', () => {
  const keysFor = (grants: Parameters<typeof visibleMenu>[2]) =>
    visibleMenu(areas, groupOrder, grants).map((g) => `${g.key}:${g.entries.map((e) => e.key).join(',')}`);
  assert.deepEqual(keysFor([]), ['dashboard:dashboard', 'admin-users:role-permission']);
  assert.deepEqual(keysFor([{ name: 'news-list' }, { name: 'products-store' }]), [
    'dashboard:dashboard',
    'admin-users:role-permission',
    'products:products-register',
    'stations:stations-register',
    'news:news',
  ]);
  assert.deepEqual(keysFor([{ name: 'users-index' }]).slice(0, 2), [
    'dashboard:dashboard',
    'admin-users:users,managers,role-permission',
  ]);
});

test('href fills a screen path with its parameters', () => {
  assert.equal(href('partners.list'), '/partners');
  assert.equal(href('partners.edit', { id: 7 }), '/partners/7/edit');
  assert.equal(href('vehicles.warrantyEdit', { id: '12' }), '/stations/vehicles/12/edit');
  assert.throws(() => href('nope.list' as 'partners.list'), /Unknown screen/);
});

/** The text at an i18n key (`area.screen.key`) in a language's files, if there is one. */
function textIn(language: string) {
  const dir = join(features, '..', 'i18n', language);
  const texts = Object.assign(
    {},
    ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>),
  ) as Record<string, unknown>;
  return (key: string) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], texts);
}

test('every menu label is translated in both languages', () => {
  for (const language of ['vi', 'en']) {
    const text = textIn(language);
    for (const s of screens) {
      if (!s.menu) continue;
      assert.equal(typeof text(s.menu.label), 'string', `${language}: ${s.menu.label}`);
    }
  }
});

test("the command palette's screens and record searches: titles translated, each search heads with its list's menu entry", () => {
  for (const language of ['vi', 'en']) {
    const text = textIn(language);
    for (const s of screens.filter((screen) => screen.title)) {
      assert.equal(typeof text(s.title!), 'string', `${language}: ${s.area}.${s.key} title ${s.title}`);
      assert.ok(!s.menu && !s.path.includes(':'), `${s.area}.${s.key}: a title is for a screen the menu does not list`);
    }
  }
  const searched = areas.filter((a) => a.search);
  assert.deepEqual(searched.map((a) => a.key).sort(), ['products', 'stores', 'transactions', 'users']);
  for (const a of searched) assert.ok(a.screens[a.search!.screen]?.menu, `${a.key}: its search names a menu screen`);
});
