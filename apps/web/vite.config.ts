import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractEndpoints } from './vite-plugins/contract-endpoints';
import { precompress } from './vite-plugins/precompress';

// The server the dev and preview servers proxy to: `npm run dev` sets it from PORT and HOST.
const apiTarget = process.env.SHUYUAN_API_TARGET || `http://127.0.0.1:${process.env.PORT || 3000}`;
const proxied = ['/api', '/storage', '/user', '/aboutus', '/healthz', '/backend'];

export default defineConfig({
  plugins: [contractEndpoints(), react(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: true }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    // WEB_OUT_DIR lets several builds live side by side (the server reads one through WEB_DIST_DIR).
    outDir: process.env.WEB_OUT_DIR || 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: the server names a page's chunks in its head from it (modulepreload, issue 21).
    manifest: true,
    rolldownOptions: {
      // A feature's public entry (features/<area>/index.ts, decision 026) only re-exports. Declared free of
      // side effects, it is skipped when chunks are formed: each export lands in the chunk of whoever uses
      // it, so what only a lazy screen takes from an entry (the router imports every entry) never joins the
      // first load.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
