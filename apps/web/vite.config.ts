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
    rolldownOptions: {
      output: {
        // React, antd and their helpers in one cached file: split by module they made a first page load
        // ask for over a hundred small files. The heavy editors and charts stay in their lazy chunks.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|antd|@ant-design|@rc-component|rc-[a-z-]+|dayjs|zustand|@babel[\\/]runtime|classnames|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|copy-to-clipboard|toggle-selection|@emotion)[\\/]/,
            },
          ],
        },
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
