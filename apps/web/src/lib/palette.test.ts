import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedSearches, matchScreens, openableScreens } from './palette.ts';
import type { Area, RecordSearchModule } from './areas.ts';

const load = () => Promise.resolve({} as RecordSearchModule);
const Icon = () => null;

const areas: Area[] = [
  {
    key: 'products',
    screens: {
      list: {
        path: '/products',
        permission: 'products-list',
        menu: { group: 'products', key: 'products', order: 20, label: 'products.menu.products' },
      },
      register: {
        path: '/products/register',
        permission: 'products-store',
        menu: { group: 'products', key: 'products-register', order: 10, label: 'register', icon: Icon },
      },
      preview: { path: '/products/:id/preview', permission: 'products-list', title: 'products.preview.title' },
    },
    search: { screen: 'list', load },
  },
  {
    key: 'partners',
    screens: {
      list: {
        path: '/partners',
        permission: 'partners-view',
        menu: { group: 'partners', key: 'partners', order: 10, label: 'partners.menu.partners' },
      },
      create: { path: '/partners/create', permission: 'partners-create', title: 'partners.create.title' },
      old: { path: '/partners/old', permission: null, redirectTo: 'list', title: 'partners.old' },
    },
  },
];
const groups = ['dashboard', 'products', 'partners'] as const;

test('screens: the menu entries the grants open, in the menu order, then titled screens without parameters', () => {
  const keys = (grants: Parameters<typeof openableScreens>[2]) =>
    openableScreens(areas, groups, grants).map((s) => `${s.key}:${s.group}`);
  assert.deepEqual(keys(1), [
    'products-register:products',
    'products:products',
    'partners:partners',
    'partners.create:partners',
  ]);
  assert.deepEqual(keys([{ name: 'products-list' }, { name: 'partners-create' }]), [
    'products:products',
    'partners.create:partners',
  ]);
  assert.deepEqual(keys([]), []);
  // a screen without a menu entry takes its group's icon
  assert.equal(openableScreens(areas, groups, 1).find((s) => s.key === 'partners.create')?.icon, undefined);
  assert.equal(openableScreens(areas, groups, 1).find((s) => s.key === 'products')?.icon, Icon);
});

test('record searches: only where the grants open the list, headed by its menu label', () => {
  assert.deepEqual(
    allowedSearches(areas, groups, [{ name: 'products-list' }]).map((s) => [s.area, s.label, s.icon]),
    [['products', 'products.menu.products', Icon]],
  );
  assert.deepEqual(allowedSearches(areas, groups, [{ name: 'products-store' }]), []);
});

test('screens match without diacritics or case, the name before its group', () => {
  const items = [
    { name: 'Đăng sản phẩm', groupName: 'Quản lý sản phẩm' },
    { name: 'Sản phẩm', groupName: 'Quản lý sản phẩm' },
    { name: 'Đối tác', groupName: 'Quản lý đối tác' },
    { name: 'Thêm đối tác', groupName: 'Quản lý đối tác' },
  ];
  const names = (text: string) => matchScreens(items, text).map((i) => i.name);
  assert.deepEqual(names('san pham'), ['Sản phẩm', 'Đăng sản phẩm']);
  assert.deepEqual(names('SẢN'), ['Sản phẩm', 'Đăng sản phẩm']);
  assert.deepEqual(names('doi tac'), ['Đối tác', 'Thêm đối tác']);
  assert.deepEqual(names('quan ly doi'), ['Đối tác', 'Thêm đối tác']);
  assert.deepEqual(names('them'), ['Thêm đối tác']);
  assert.deepEqual(names('xyz'), []);
  assert.equal(names('').length, 4);
  // a word inside another from three letters, never a lone letter inside
  assert.deepEqual(names('pham'), ['Đăng sản phẩm', 'Sản phẩm']);
  assert.deepEqual(names('a'), []);
});
