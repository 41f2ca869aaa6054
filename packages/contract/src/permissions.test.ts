/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_PERMISSIONS, MENU, MENU_PERMISSIONS, hasPermission, permissionGroup, visibleMenu } from './permissions.ts';

const grants = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const keys = (menu: ReturnType<typeof visibleMenu>) =>
  menu.map((g) => `${g.key}:${g.entries.map((e) => e.key).join(',')}`);

describe('hasPermission', () => {
  test('null requirement passes everyone, even without grants', () => {
    assert.equal(hasPermission(undefined, null), true);
    assert.equal(hasPermission(null, null), true);
    assert.equal(hasPermission([], null), true);
  });

  test('1 is full access', () => {
    for (const name of ALL_PERMISSIONS) assert.equal(hasPermission(1, name), true);
    assert.equal(hasPermission(1, ['anything']), true);
  });

  test('a list passes only on an entry with the exact name (or one of a required list)', () => {
    const held = grants('news-list', 'users-index');
    assert.equal(hasPermission(held, 'news-list'), true);
    assert.equal(hasPermission(held, 'news'), false);
    assert.equal(hasPermission(held, 'users-create'), false);
    assert.equal(hasPermission(held, ['users-create', 'users-index']), true);
    assert.equal(hasPermission(held, ['users-create', 'users-status']), false);
    assert.equal(hasPermission(held, []), false);
  });

  test('no grants pass no named permission', () => {
    assert.equal(hasPermission(undefined, 'news-list'), false);
    assert.equal(hasPermission(null, 'news-list'), false);
    assert.equal(hasPermission([], 'news-list'), false);
  });
});

describe('visibleMenu', () => {
  test('full access sees the whole menu', () => {
    assert.deepEqual(visibleMenu(1), MENU);
  });

  test('without grants only Dashboard and Role & Permission remain', () => {
    assert.deepEqual(keys(visibleMenu([])), ['dashboard:dashboard', 'admin-users:role-permission']);
    assert.deepEqual(keys(visibleMenu(undefined)), keys(visibleMenu([])));
  });

  test('a group shows when any of its entries does, with only those entries', () => {
    assert.deepEqual(keys(visibleMenu(grants('news-list'))), [
      'dashboard:dashboard',
      'admin-users:role-permission',
      'news:news',
    ]);
    assert.deepEqual(keys(visibleMenu(grants('users-index', 'products-list'))), [
      'dashboard:dashboard',
      'admin-users:users,managers,role-permission',
      'products:products',
      'stations:stations',
    ]);
    assert.deepEqual(keys(visibleMenu(grants('cash-orders-list'))), [
      'dashboard:dashboard',
      'admin-users:role-permission',
      'ads:promo-cashes,promo-alepay',
    ]);
  });

  test('the groups keep the order of spec section 2', () => {
    assert.deepEqual(
      visibleMenu(1).map((g) => g.key),
      [
        'dashboard',
        'admin-users',
        'stores',
        'transactions',
        'loans',
        'products',
        'stations',
        'brands',
        'news',
        'promotions',
        'ads',
        'leads',
        'partners',
        'faqs',
      ],
    );
  });
});

describe('permissionGroup', () => {
  test('every menu permission belongs to a sidebar group; action permissions go with their area', () => {
    for (const name of MENU_PERMISSIONS) assert.notEqual(permissionGroup(name), 'other', name);
    assert.equal(permissionGroup('users-create'), 'admin-users');
    assert.equal(permissionGroup('users-status'), 'admin-users');
    assert.equal(permissionGroup('news-list'), 'news');
    assert.equal(permissionGroup('made-up'), 'other');
  });

  test('catalogue action permissions go with products, stores, brands and stations', () => {
    assert.equal(permissionGroup('products-status'), 'products');
    assert.equal(permissionGroup('stores-update'), 'stores');
    for (const name of ['transaction-status', 'transaction-update', 'e-contracts-create', 'paperworks-status'])
      assert.equal(permissionGroup(name), 'transactions', name);
    for (const name of [
      'loans-status',
      'loans-update',
      'disbursements-create',
      'disbursements-status',
      'cash-loans-status',
      'cash-loans-update',
    ])
      assert.equal(permissionGroup(name), 'loans', name);
    assert.equal(permissionGroup('model-details-delete'), 'brands');
    assert.equal(permissionGroup('vehicles-update'), 'stations');
    assert.equal(permissionGroup('station-orders-create'), 'stations');
    for (const name of ALL_PERMISSIONS) assert.notEqual(permissionGroup(name), 'other', name);
  });
});
