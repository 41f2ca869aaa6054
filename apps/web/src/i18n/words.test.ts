import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const vi = readdirSync(join(here, 'vi'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, readFileSync(join(here, 'vi', file), 'utf8')] as const);

test('the Vietnamese texts place their tone marks one way (xoá, khoá, huỷ), not two', () => {
  const other = /óa|ủy|ùy|Ủy|Óa/g;
  const found = vi.flatMap(([file, text]) =>
    [...text.matchAll(other)].map((m) => `${file}: …${text.slice(m.index - 8, m.index + 8)}…`),
  );
  assert.deepEqual(found, []);
});

test('one word per action: a product blocked (with a reason) is "chặn", one locked is "khoá", in every text about them', () => {
  const products = JSON.parse(vi.find(([file]) => file === 'products.json')![1]) as {
    products: {
      status: Record<string, string>;
      actions: Record<string, string>;
      block: Record<string, string>;
      confirm: Record<string, string>;
    };
  };
  const { status, actions, block, confirm } = products.products;
  for (const text of [status.blocked, actions.block, block.title, block.required, block.confirm])
    assert.match(text!, /chặn/i, text);
  for (const text of [status.locked, actions.lock, confirm.lock]) assert.match(text!, /khoá/i, text);
  for (const text of [status.blocked, actions.block, block.title, block.required])
    assert.doesNotMatch(text!, /khoá/i, text);
});
