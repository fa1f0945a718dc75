import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KERBSIDE_API ?? 'http://127.0.0.1:3000';
// Paths that the API server answers; everything else is the SPA. Trailing slashes matter:
// '/s' alone would also catch '/shop/...'.
const proxied = ['/cloud/', '/s/', '/tenant-config/', '/tenant-assets/', '/sandbox-api/', '/sandbox/pay/', '/health', '/docs'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
