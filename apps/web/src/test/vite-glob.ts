// Loaded before the web app's tests (scripts/test.mjs: node --import): Vite's `import.meta.glob`,
// which the build resolves, resolved at run time from the file system instead.
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Loader = () => Promise<unknown>;

/** The files a pattern of `*` segments (`./*\/*.json`) names, relative to the folder of `base`. */
function matching(dir: string, segments: string[]): string[] {
  const [first, ...rest] = segments;
  if (first === undefined) return [dir];
  const pattern = new RegExp(`^${first.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => pattern.test(entry.name) && (rest.length === 0) !== entry.isDirectory())
    .flatMap((entry) => matching(join(dir, entry.name), rest));
}

function viteGlob(base: string, pattern: string, options: { import?: string; eager?: boolean } = {}) {
  const dir = dirname(fileURLToPath(base));
  const files = matching(dir, pattern.replace(/^\.\//, '').split('/'));
  return Object.fromEntries(
    files.map((file): [string, Loader] => {
      const load = async () =>
        file.endsWith('.json')
          ? { default: JSON.parse(readFileSync(file, 'utf8')) as unknown }
          : ((await import(pathToFileURL(file).href)) as Record<string, unknown>);
      const key = `./${relative(dir, file)}`;
      return [key, async () => (options.import ? ((await load()) as Record<string, unknown>)[options.import] : load())];
    }),
  );
}

(globalThis as { __viteGlob?: typeof viteGlob }).__viteGlob = viteGlob;
register('./vite-glob-hooks.mjs', import.meta.url);
