// The areas as the app finds them (src/app/areas.ts, Vite's import.meta.glob), found on the file
// system instead: for what runs under tsx (build/screens.ts, the unit tests), where there is no glob.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { discoverAreas, type Area } from '../src/lib/areas.ts';

const features = new URL('../src/features/', import.meta.url).pathname;

export async function loadAreas(): Promise<Area[]> {
  const files = readdirSync(features)
    .map((folder) => join(features, folder, 'area.ts'))
    .filter((file) => existsSync(file));
  const modules = await Promise.all(files.map(async (file) => [file, (await import(file)) as { area?: Area }]));
  return discoverAreas(Object.fromEntries(modules));
}
