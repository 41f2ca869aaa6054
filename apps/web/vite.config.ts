import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
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
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rollupOptions: {
      output: {
        // the many small shared chunks of a lazy route are merged: one file compresses better than thirty
        experimentalMinChunkSize: 64 * 1024,
        // one chunk per language and group of translation files instead of one per file
        manualChunks(id) {
          const match = id.match(/\/i18n\/(vi|en)\/([a-z-]+)\.json$/);
          if (!match) return undefined;
          const first = ['common', 'auth', 'errors', 'layout', 'validation'].includes(match[2]);
          return `i18n-${match[1]}-${first ? 'first' : 'rest'}`;
        },
      },
    },
  },
});
