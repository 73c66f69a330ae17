import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const serverPublic = fileURLToPath(new URL('../server/public', import.meta.url));
const apiTarget = process.env.HCS_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once at build time; the server picks one by the
    // request's Accept-Encoding. index.html is left out: the server writes the base path into it.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|svg|json|txt|wasm)$/,
      // Small chunks too: the login page loads several, and each is smaller compressed.
      threshold: 0,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: serverPublic,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // What every page loads first (React, the router, antd's core, the request client, the guard) in
        // one file, which compresses better than fifty small ones; everything else is split by what each
        // page imports, so the login page loads a form's worth of antd and the shell, charts, editors
        // and grid load only with the pages that use them.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/hcs': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
