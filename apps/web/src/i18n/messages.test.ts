import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { matchTemplate } from './message-template.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const LITERAL = String.raw`('(?:[^'\\]|\\.)+'|\`[^\`]+\`)`;
/** Where the API and the contract put a message a person reads: errors thrown, field errors, zod messages. */
const API_PATTERNS = [
  new RegExp(
    String.raw`\b(?:conflict|forbidden|notFound|unauthenticated|tooManyRequests|createFailed|sellerRejected)\(\s*${LITERAL}`,
    'g',
  ),
  new RegExp(String.raw`\binvalidField\(\s*[^,]+,\s*${LITERAL}\s*\)`, 'g'),
  new RegExp(String.raw`\binvalid\(\{\s*[\w']+:\s*\[\s*${LITERAL}\s*\]`, 'g'),
];
const CONTRACT_PATTERNS = [
  // a check's message (`z.maxLength(500, '…')`), not a default value (`z._default(z.enum([…]), 'in review')`)
  new RegExp(String.raw`(?<!\b_default\((?:[^()]|\([^()]*\))*),\s*${LITERAL}\s*\)`, 'g'),
  new RegExp(String.raw`\b(?:message|error):\s*${LITERAL}`, 'g'),
  // one-argument helpers take a message or a field's label ("Choose a page", "Spec name")
  new RegExp(String.raw`\b[a-zA-Z]+\(\s*('[A-Z][^',]* [^',]*')\s*\)`, 'g'),
];

/** A template literal's `${…}` parts and a key's `{{…}}` placeholders both become `{}`. */
const normalise = (text: string) => text.replace(/\$\{(?:[^{}]|\{[^}]*\})*\}/g, '{}').replace(/\{\{\w+\}\}/g, '{}');

function messages(): Map<string, string> {
  const found = new Map<string, string>();
  const scan = (files: string[], patterns: RegExp[]) => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns)
        for (const match of text.matchAll(pattern)) {
          const message = normalise(match[1].slice(1, -1).replace(/\\'/g, "'"));
          // a person reads words: names of fields and columns ('back_image', 'products.id') and separators are not messages
          if (message.includes(' ') && /\p{L}/u.test(message)) found.set(message, relative(root, file));
        }
    }
  };
  scan(sources(join(root, 'apps/api/src')), API_PATTERNS);
  scan(sources(join(root, 'packages/contract/src')), CONTRACT_PATTERNS);
  return found;
}

/** A language's message texts: the sign-in screens' (validation.json) and all the others (messages.json). */
const bundle = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...['validation.json', 'messages.json'].map(
      (file) => JSON.parse(readFileSync(join(here, language, file), 'utf8')) as Record<string, string>,
    ),
  );

test('every message the API and the contract show has a Vietnamese translation', () => {
  const vi = new Set(Object.keys(bundle('vi')).map(normalise));
  const found = messages();
  assert.ok(found.size > 150, `the scan finds the messages (${found.size})`);
  const missing = [...found].filter(([message]) => !vi.has(message)).map(([message, file]) => `${file}: ${message}`);
  assert.deepEqual(missing, []);
});

test('a translation keeps the placeholders of its key', () => {
  for (const [key, text] of Object.entries(bundle('vi'))) {
    const names = (s: string) => new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
    for (const name of names(text)) assert.ok(names(key).has(name), `${key}: {{${name}}} is not in the key`);
  }
});

test('a message with variable parts finds its key and the values', () => {
  const keys = [
    'Brand not found',
    '{{name}} has {{count}} models: delete or move them first',
    'Number plate {{plate}} is already listed (product #{{id}})',
  ];
  assert.deepEqual(matchTemplate(keys, 'Honda (VN) has 12 models: delete or move them first'), {
    key: '{{name}} has {{count}} models: delete or move them first',
    values: { name: 'Honda (VN)', count: '12' },
  });
  assert.deepEqual(matchTemplate(keys, 'Number plate 29A1-123.45 is already listed (product #77)')?.values, {
    plate: '29A1-123.45',
    id: '77',
  });
  const moves = ["{{code}}: a transaction that is '{{from}}' cannot become '{{to}}' (allowed: {{allowed}})"];
  assert.deepEqual(
    matchTemplate(moves, "TX000012: a transaction that is 'new' cannot become 'paid' (allowed: confirmed, cancelled)")
      ?.values,
    { code: 'TX000012', from: 'new', to: 'paid', allowed: 'confirmed, cancelled' },
    'a refused move names the record, the statuses and the allowed ones',
  );
  assert.equal(matchTemplate(keys, 'Honda has 12 models'), null, 'the text around the placeholders must match whole');
  assert.equal(matchTemplate(keys, 'Brand not found'), null, 'keys without placeholders are looked up directly');
});
