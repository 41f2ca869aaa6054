// Writes every screen's path, layout and the source modules its route loads (its screen module and its
// loader's) as JSON to the file named by its argument: the web build's route preloads read it
// (build/route-preloads.ts). Run by tsx, which keeps a screen's `() => import('./routes/…')` as written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAreas } from './areas.ts';

export interface ScreenModules {
  area: string;
  path: string;
  layout: 'blank' | 'default';
  /** Absolute paths of the modules the route imports. */
  modules: string[];
}

const features = new URL('../src/features/', import.meta.url).pathname;

/** The modules a function imports (`import('./routes/x.tsx')`), relative to its area's folder. */
function imported(area: string, load: (() => unknown) | undefined): string[] {
  if (!load) return [];
  return [...String(load).matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map(([, specifier]) =>
    join(features, area, specifier!),
  );
}

const screens: ScreenModules[] = (await loadAreas()).flatMap((area) =>
  Object.values(area.screens).flatMap((screen) =>
    screen.lazy
      ? [
          {
            area: area.key,
            path: screen.path,
            layout: screen.layout ?? 'default',
            modules: [...imported(area.key, screen.lazy), ...imported(area.key, screen.loader)],
          },
        ]
      : [],
  ),
);
writeFileSync(process.argv[2]!, JSON.stringify(screens));
