import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { newPassword, userCreateBody } from '@admin/contract';
import type { z } from 'zod/mini';
import { readEnv } from '../config.ts';
import { openMigrated } from '../db/open.ts';
import { seedDatabase } from '../seed/index.ts';
import { HttpError } from '../lib/http-error.ts';
import '../lib/zod-locale.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { createFullAccessUser } from '../modules/users/public.ts';

/**
 * `npm run create-admin [-- --username U --email E --password P --full-name N]`: makes a
 * full-access user; asks for what the flags do not give (the password without echo).
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'full-name': { type: 'string' },
  },
  strict: true,
});

let muted = false;
const output = new Writable({
  write(chunk, encoding, done) {
    if (!muted) process.stdout.write(chunk, encoding);
    done();
  },
});
const rl = readline.createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
// Lines are read through one iterator: piped answers that arrive early are not lost.
const lines = rl[Symbol.asyncIterator]();

async function ask(label: string, schema: z.ZodMiniType<string>, given?: string, hidden = false): Promise<string> {
  let value = given;
  for (;;) {
    if (value === undefined) {
      process.stdout.write(`${label}: `);
      muted = hidden;
      const line = await lines.next();
      muted = false;
      if (line.done) process.exit(1);
      value = line.value;
      if (hidden) process.stdout.write('\n');
    }
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    console.error(`  ${result.error.issues.map((i) => i.message).join(', ')}`);
    if (!process.stdin.isTTY) process.exit(1);
    value = undefined;
  }
}

const env = readEnv();
try {
  const username = await ask('Username', userCreateBody.shape.username, values.username);
  const email = await ask('E-mail', userCreateBody.shape.email, values.email);
  const password = await ask('Password', newPassword, values.password, true);
  const fullName = values['full-name'] ?? username;
  rl.close();

  const database = await openMigrated({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const hasher = createPasswordHasher();
    await seedDatabase(database.db, 'base', hasher);
    const id = await createFullAccessUser(database.db, hasher, { username, email, password, full_name: fullName });
    console.log(`Created full-access user "${username}" (id ${id}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  rl.close();
  if (error instanceof HttpError) {
    console.error(`Not created: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
