import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPublic = fileURLToPath(new URL('../server/public', import.meta.url));
const apiTarget = process.env.HCS_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: serverPublic,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '/hcs': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
