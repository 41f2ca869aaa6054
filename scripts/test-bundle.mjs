// Compiles test files ahead of the run, each into one ES module beside the others in `outDir`,
// so that node runs them without tsx: its loader hooks cost a test process more than its tests'
// TypeScript, on every module of node_modules too. Packages stay outside the bundles, imported by
// their resolved paths; the repository's code (the API, the contract, the harnesses) is bundled,
// with `import.meta.url` (and dirname, filename) kept those of the source file.
import { readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const sourceMeta = {
  name: 'source-import-meta',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner' || args.path.startsWith('node:')) return undefined;
      const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'inner' });
      if (found.errors.length) return { errors: found.errors };
      return found.path.includes('/node_modules/') ? { path: found.path, external: true } : found;
    });
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      const ext = extname(args.path).slice(1);
      return { contents, loader: ext === 'tsx' || ext === 'jsx' ? ext : ext.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

/**
 * Bundles `files` (relative to `root`) into `outDir`, and answers the path of each bundle, in order.
 * With `ranked`, each bundle is put in a folder named by its place in the list (`000/`, `001/`…):
 * node's test runner runs its files in the order of their paths, whatever order they are given in.
 */
export async function bundleTests(root, files, outDir, { ranked = false } = {}) {
  const out = files.map((f, i) => (ranked ? `${String(i).padStart(3, '0')}/` : '') + f.replace(/\.[cm]?[jt]sx?$/, ''));
  await build({
    absWorkingDir: root,
    entryPoints: files.map((f, i) => ({ in: f, out: out[i] })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [sourceMeta],
  });
  return out.map((name) => join(outDir, `${name}.mjs`));
}
