// The bench's floor: a bare Fastify (no hooks, no schema, no logging, no database) answering from
// memory the very answers the product gave, so each product route is measured beside the least a
// Node HTTP server can do for the same bytes. Run by bench/run.ts as its own process:
//   tsx bench/floor.ts <answers.json> <port>
// answers.json maps a path to the product's answer (its JSON text); /health answers the product's
// constant health JSON. Each answer is kept parsed and serialized per request (Fastify's plain
// JSON.stringify), as any server must do with data it did not prepare as text.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [path, text] of Object.entries(answers)) {
  const answer: unknown = JSON.parse(text);
  // the same bytes, or the floor would not be serving the same answer
  if (JSON.stringify(answer) !== text) throw new Error(`${path}: the answer does not round-trip through JSON`);
  app.get(path, async () => answer);
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('floor ready');
