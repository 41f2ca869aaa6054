/// <reference types="node" />
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldText } from './text.ts';

test('foldText: lower case without Vietnamese diacritics, trimmed', () => {
  assert.equal(foldText('Đăng Sản Phẩm '), 'dang san pham');
  assert.equal(foldText('Khách hàng tiềm năng'), 'khach hang tiem nang');
  assert.equal(foldText('Hà Nội'), 'ha noi');
});
