// Whether apps/web/dist is the build of the web app's sources as they are: `npm start` builds only
// when it is not, `npm test` too (its browser tests then run against the build already there).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './build-api.mjs';

const root = new URL('..', import.meta.url).pathname;
const builtPage = join(root, 'apps/web/dist/index.html');

/**
 * What the web build reads: the app, its build plugins and static files, its configuration, the
 * contract, and the installed packages (npm writes node_modules/.package-lock.json on every install).
 */
const SOURCES = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'node_modules/.package-lock.json',
];

/** True when the built index.html is newer than every source of the build (a file, or a folder's entries). */
export function webBuildIsCurrent() {
  if (!existsSync(builtPage)) return false;
  const newest = Math.max(
    ...SOURCES.map((p) => join(root, p))
      .filter(existsSync)
      .map(newestMtime),
  );
  return newest < statSync(builtPage).mtimeMs;
}
