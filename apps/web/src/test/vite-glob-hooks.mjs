// Module hooks for the web app's tests under node: a module that calls Vite's `import.meta.glob`
// (i18n/setup.ts) gets the same map from the file system (vite-glob.ts), as the build would give it.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || result.source == null) return result;
  const source = String(result.source);
  if (!source.includes('import.meta.glob')) return result;
  return {
    ...result,
    source: source.replace(/import\.meta\.glob(?:<[^>(]*>)?\(/g, 'globalThis.__viteGlob(import.meta.url, '),
  };
}
