import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function keysOf(language: string): Map<string, Set<string>> {
  const dir = join(here, language);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return new Map(
    files.map((file) => [file, new Set(flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree))]),
  );
}

test('Vietnamese and English have the same translation files', () => {
  assert.deepEqual([...keysOf('vi').keys()].sort(), [...keysOf('en').keys()].sort());
});

test('Vietnamese and English have the same keys in every file', () => {
  const vi = keysOf('vi');
  const en = keysOf('en');
  for (const [file, viKeys] of vi) {
    const enKeys = en.get(file) ?? new Set<string>();
    const onlyVi = [...viKeys].filter((k) => !enKeys.has(k));
    const onlyEn = [...enKeys].filter((k) => !viKeys.has(k));
    assert.deepEqual({ file, onlyVi, onlyEn }, { file, onlyVi: [], onlyEn: [] });
  }
});

test('no translation is empty', () => {
  for (const language of ['vi', 'en']) {
    const dir = join(here, language);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const tree = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree;
      const walk = (node: Tree, path: string): void => {
        for (const [k, v] of Object.entries(node)) {
          if (typeof v === 'string') assert.ok(v.trim().length > 0, `${language}/${file}: ${path}${k} is empty`);
          else walk(v, `${path}${k}.`);
        }
      };
      walk(tree, '');
    }
  }
});
