import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { reachable } from './build/reachable.ts';
import { routePreloads } from './build/route-preloads.ts';
import { FIRST_AREAS, ROUTE_TEXT_FILES } from './src/i18n/route-areas.ts';

type ModuleInfo = Rollup.GetModuleInfo;

/** Every module that `from` imports statically, directly or not (dynamic imports are other chunks). */
function staticClosure(getModuleInfo: ModuleInfo, from: Iterable<string>): Set<string> {
  return reachable(from, (id) => getModuleInfo(id)?.importedIds ?? []);
}

type ChunkOf = Map<string, string>;

/**
 * Groups modules by the layer that first needs them: the entry (`index`: React, the router, MUI's
 * core, i18next), the sign-in screens (`sign-in`, and `inputs`: what they share with later screens)
 * and the signed-in shell (`shell`: default layout,
 * sidebar, app bar and what they import). Without it each MUI component a few screens share is a
 * chunk of its own, and /products loaded 60 files; one file compresses better than twenty. Rollup
 * pulls a manual chunk's unassigned imports into it, so the entry's and sign-in's modules are named
 * too, or the shell would carry them and /login would load it.
 */
function layerChunks(ids: Iterable<string>, getModuleInfo: ModuleInfo): ChunkOf {
  const all = [...ids];
  const closure = (pattern: RegExp) =>
    staticClosure(
      getModuleInfo,
      all.filter((id) => pattern.test(id)),
    );
  const chunkOf: ChunkOf = new Map();
  const layers: [string, RegExp][] = [
    ['index', /\/src\/main\.tsx$/],
    ['sign-in', /\/src\/(layouts\/blank-layout|features\/auth\/routes\/login)\.tsx$/],
    ['shell', /\/src\/layouts\/default-layout\.tsx$/],
  ];
  for (const [name, pattern] of layers) {
    for (const id of closure(pattern)) if (!chunkOf.has(id)) chunkOf.set(id, name);
    if (name === 'sign-in') splitSharedInputs(chunkOf, getModuleInfo);
  }
  keepLazyParts(all, chunkOf, getModuleInfo);
  return chunkOf;
}

/**
 * The components that the layers load on use only and whose imports the layers hold already (the
 * language menu, the loading overlay, the 404 page) keep a chunk each: merged as small chunks, they
 * joined modules that the lists load, and came with them. (A manual chunk takes in the imports no
 * layer holds: a component with such imports is left to Rollup.)
 */
function keepLazyParts(all: string[], chunkOf: ChunkOf, getModuleInfo: ModuleInfo): void {
  for (const id of all) {
    const info = getModuleInfo(id);
    if (!info || chunkOf.has(id) || PALETTE.test(id) || !/\/src\/.*\.tsx$/.test(id)) continue;
    // the areas' screens (imported by their area.ts) are chunks of their own anyway
    const lazyFromLayers =
      !info.importers.length &&
      info.dynamicImporters.length > 0 &&
      info.dynamicImporters.every((importer) => chunkOf.has(importer) && !importer.endsWith('/area.ts'));
    const importsHeld = [...staticClosure(getModuleInfo, info.importedIds)].every((dep) => chunkOf.has(dep));
    if (lazyFromLayers && importsHeld) chunkOf.set(id, id.slice(id.lastIndexOf('/') + 1).replace(/\.tsx$/, ''));
  }
}

const featureOf = (id: string) => id.match(/\/src\/features\/([a-z-]+)\//)?.[1];

/**
 * The sign-in layer's modules that other areas' screens import too (MUI's inputs, the form fields)
 * and what they import become `inputs`: the signed-in screens load those, not the login form.
 */
function splitSharedInputs(chunkOf: ChunkOf, getModuleInfo: ModuleInfo): void {
  const signIn = (id: string) => chunkOf.get(id) === 'sign-in';
  const shared = [...chunkOf.keys()].filter(
    (id) =>
      signIn(id) &&
      [...(getModuleInfo(id)?.importers ?? []), ...(getModuleInfo(id)?.dynamicImporters ?? [])].some(
        (importer) => !chunkOf.has(importer) && (!featureOf(id) || featureOf(importer) !== featureOf(id)),
      ),
  );
  for (const id of staticClosure(getModuleInfo, shared)) if (signIn(id)) chunkOf.set(id, 'inputs');
}

/** MUI's modules that bring the CSS-variables theme, and the import of it that each replaces. */
const MUI_CSS_VARS: Record<string, string> = {
  'styles/createTheme.js': 'import createThemeWithVars from "./createThemeWithVars.js";',
  'styles/ThemeProvider.js': 'import { CssVarsProvider } from "./ThemeProviderWithVars.js";',
};

/**
 * The app's theme has no CSS variables and no colour schemes (app/theme.ts), yet MUI's `createTheme`
 * and `ThemeProvider` import the CSS-variables theme and its provider (with the colour-scheme
 * script and storage), about 6 KB gzip in the entry. In the web build those imports are stand-ins
 * that throw if ever called; the build fails if MUI's files no longer read as expected.
 */
function muiWithoutCssVars(): Plugin {
  return {
    name: 'mui-without-css-vars',
    transform(code, id) {
      const file = Object.keys(MUI_CSS_VARS).find((name) => id.endsWith(`/@mui/material/esm/${name}`));
      if (!file) return null;
      const line = MUI_CSS_VARS[file];
      if (!code.includes(line)) throw new Error(`mui-without-css-vars: ${file} no longer has ${line}`);
      const name = line.match(/import \{? ?(\w+)/)![1];
      return code.replace(
        line,
        `const ${name} = () => { throw new Error('MUI CSS-variables themes are not part of the web build'); };`,
      );
    },
  };
}

const MENU_LABELS = 'virtual:menu-labels/';

/**
 * `virtual:menu-labels/vi`: the menu labels (`<area>.menu`) of every route area's text file
 * (i18n/route-areas.ts) in one module per language; the sidebar needs them all, the rest of a route
 * area's texts loads with its screens (i18n/setup.ts).
 */
function menuLabels(): Plugin {
  return {
    name: 'i18n-menu-labels',
    resolveId: (source) => (source.startsWith(MENU_LABELS) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${MENU_LABELS}`)) return null;
      const language = id.slice(MENU_LABELS.length + 1);
      const labels = [...ROUTE_TEXT_FILES].flatMap((file) => {
        const path = new URL(`./src/i18n/${language}/${file}.json`, import.meta.url).pathname;
        this.addWatchFile(path);
        const tree = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { menu?: unknown }>;
        return Object.entries(tree).flatMap(([top, texts]) => (texts.menu ? [[top, { menu: texts.menu }]] : []));
      });
      return `export default ${JSON.stringify(Object.fromEntries(labels))};`;
    },
  };
}

const PALETTE = /\/src\/(layouts\/command-palette\.tsx|lib\/palette\.ts|features\/[a-z-]+\/search\.ts)$/;

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

let layers: ChunkOf | undefined;

export default defineConfig({
  // the layers are worked out once per build, from the first manualChunks call's module graph
  plugins: [
    react(),
    muiWithoutCssVars(),
    menuLabels(),
    routePreloads(),
    { name: 'chunk-layers', buildStart: () => void (layers = undefined) },
    // each script, style sheet and icon also as .br and .gz beside it (Brotli at its best quality,
    // gzip at 9), which the server sends to a browser that accepts them (plugins/web.ts). Silent:
    // the plugin neither lists the files it writes (about 450) nor fails the build, and a file it
    // could not write goes out uncompressed.
    compression({ include: /\.(js|css|svg)$|route-files\.json$/, threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // no preload lists for the lazy routes: with one chunk per page they cost the entry ~4 KB gzip
    // (the login budget); a page's chunk imports what it needs anyway. index.html keeps its preloads.
    // every browser the app supports preloads modules itself: no polyfill
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      output: {
        // small shared chunks are not merged into others: merged, a page loaded its neighbours' code
        // with them (1.5–4 KB gzip a list); the big groups are the layers and the chunks named below
        experimentalMinChunkSize: 0,
        // one chunk per language and group of translation files instead of one per file; the messages
        // (the biggest file) load on their own when something goes wrong (i18n/setup.ts)
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          layers ??= layerChunks(getModuleIds(), getModuleInfo);
          if (layers.has(id)) return layers.get(id);
          // the command palette and the areas' record searches load together on its first use; on
          // their own, the small search modules would be merged into a chunk the list screens load
          if (PALETTE.test(id)) return 'palette';
          if (id.startsWith(`\0${MENU_LABELS}`)) return `i18n-${id.slice(MENU_LABELS.length + 1)}-rest`;
          // the products list loads the export buttons without the list screen that also uses them
          if (id.endsWith('/components/lists/export-bar.tsx')) return 'export-bar';
          // and the export's download code on the first export: merged with a small chunk, it came with the list
          if (id.endsWith('/src/lib/download.ts')) return 'download';
          const match = id.match(/\/i18n\/(vi|en)\/([a-z-]+)\.json$/);
          if (!match) return undefined;
          const first = FIRST_AREAS.includes(match[2]);
          // a route area's texts load with its screens, on their own
          if (ROUTE_TEXT_FILES.has(match[2])) return `i18n-${match[1]}-${match[2]}`;
          const group = first ? 'first' : match[2] === 'messages' ? 'messages' : 'rest';
          return `i18n-${match[1]}-${group}`;
        },
      },
    },
  },
});
