import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { FIRST_AREAS, ROUTE_AREAS, ROUTE_TEXT_FILES, routeTextFiles } from '../src/i18n/route-areas.ts';
import { reachable } from './reachable.ts';
import type { ScreenModules } from './screens.ts';
import type { RouteFiles } from '../src/lib/route-files.ts';

/** What `dist/route-preloads.json` holds: the server lists a page's files as `<link rel="modulepreload">`. */
export interface RoutePreloads {
  routes: {
    /** The screen's URL pattern (`/products/:id/preview`). */
    path: string;
    /** A sign-in screen (blank layout): what a guest is sent to. */
    guest: boolean;
    /** By interface language: every file the first visit of the screen loads besides the entry. */
    files: Record<string, string[]>;
  }[];
}

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export const ROUTE_FILES_FILE = 'route-files.json';

/** The compact list of the signed-in screens' files that a move loads, for the app (src/lib/route-files.ts). */
export function routeFiles(routes: RoutePreloads['routes']): RouteFiles {
  const signedIn = routes.filter((route) => !route.guest);
  // the files every signed-in screen loads in a language (its first texts with the shell's)
  const sharedIn = (language: string) => {
    const lists = signedIn.map((route) => route.files[language] ?? []);
    return new Set(lists[0]?.filter((file) => lists.every((list) => list.includes(file))));
  };
  const shared = new Map(Object.keys(signedIn[0]?.files ?? {}).map((language) => [language, sharedIn(language)]));
  const files: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (file: string) => {
    if (!index.has(file)) index.set(file, files.push(file) - 1);
    return index.get(file)!;
  };
  return {
    files,
    routes: signedIn.map((route) => ({
      path: route.path,
      files: Object.fromEntries(
        Object.entries(route.files).map(([language, list]) => [
          language,
          list.filter((file) => !shared.get(language)?.has(file)).map(indexOf),
        ]),
      ),
    })),
  };
}

const webRoot = new URL('..', import.meta.url).pathname;

function readScreens(): ScreenModules[] {
  const dir = mkdtempSync(join(tmpdir(), 'admin-screens-'));
  try {
    const out = join(dir, 'screens.json');
    const tsx = join(webRoot, '../../node_modules/.bin/tsx');
    const run = spawnSync(tsx, [join(webRoot, 'build/screens.ts'), out], { cwd: webRoot, stdio: 'inherit' });
    if (run.status !== 0) throw new Error('route-preloads: build/screens.ts failed');
    return JSON.parse(readFileSync(out, 'utf8')) as ScreenModules[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes `route-preloads.json`: for every screen, the files its first visit loads after the entry,
 * which the entry would otherwise discover one wave of imports at a time (the layout and the screen
 * once the router runs, their imports once those arrive, the texts): the layout's chunks, the
 * screen's and its loader's with their static imports, and the texts of each language (the first
 * ones, the layout's, the area's own). The server names them in index.html (apps/api plugins/web.ts),
 * so the browser fetches them beside the entry.
 */
export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out): out is Rollup.OutputChunk => out.type === 'chunk');
      const chunkOf = new Map<string, Rollup.OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: no entry chunk');
      const closure = (files: string[]) => reachable(files, (file) => byFile.get(file)?.imports ?? []);
      const inEntry = closure([entry.fileName]);
      const fileOf = (id: string) => {
        const chunk = chunkOf.get(id);
        if (!chunk) throw new Error(`route-preloads: ${id} is in no chunk`);
        return chunk.fileName;
      };
      const filesOf = (ids: string[]) => [...closure(ids.map(fileOf))].filter((file) => !inEntry.has(file));
      const moduleIds = [...chunkOf.keys()];
      const layoutModule = (name: string) => {
        const id = moduleIds.find((m) => m.endsWith(`/src/layouts/${name}.tsx`));
        if (!id) throw new Error(`route-preloads: no layouts/${name}.tsx in the build`);
        return id;
      };
      // the text files in the build: `src/i18n/<language>/<file>.json`
      const texts = moduleIds.flatMap((id) => {
        const [, language, file] = id.match(/\/src\/i18n\/([a-z]+)\/([a-z-]+)\.json$/) ?? [];
        return language && file ? [{ id, language, file }] : [];
      });
      const textModules = (language: string, wanted: (file: string) => boolean) =>
        texts.filter((text) => text.language === language && wanted(text.file)).map((text) => text.id);
      const layoutTexts = (language: string, layout: string) => [
        ...textModules(language, (file) => FIRST_AREAS.includes(file)),
        // the default layout awaits every text file but the route areas' and the messages, and the menu labels
        ...(layout === 'default'
          ? [
              ...textModules(
                language,
                (file) => !FIRST_AREAS.includes(file) && file !== 'messages' && !ROUTE_TEXT_FILES.has(file),
              ),
              ...moduleIds.filter((id) => id === `\0virtual:menu-labels/${language}`),
            ]
          : []),
      ];

      const routes: RoutePreloads['routes'] = readScreens().map((screen) => {
        if (!screen.modules.length) throw new Error(`route-preloads: ${screen.path} names no module`);
        const ids = [...screen.modules, layoutModule(screen.layout === 'blank' ? 'blank-layout' : 'default-layout')];
        const areaTexts = ROUTE_AREAS.includes(screen.area) ? routeTextFiles(screen.area) : [];
        const files = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            filesOf([
              ...ids,
              ...layoutTexts(language, screen.layout),
              ...textModules(language, (file) => areaTexts.includes(file)),
            ]).map((file) => `/${file}`),
          ]),
        );
        return { path: screen.path, guest: screen.layout === 'blank', files };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify({ routes } satisfies RoutePreloads),
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_FILES_FILE, source: JSON.stringify(routeFiles(routes)) });
    },
  };
}
