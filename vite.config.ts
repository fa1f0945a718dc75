import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.KERBSIDE_API ?? 'http://127.0.0.1:3000';
// Paths that the API server answers; everything else is the SPA. Trailing slashes matter:
// '/s' alone would also catch '/shop/...'.
const proxied = ['/cloud/', '/s/', '/tenant-config/', '/tenant-assets/', '/pwa/', '/sandbox-api/', '/sandbox/pay/', '/health', '/docs'];

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once here and sent as they are by the
    // server (@fastify/static preCompressed): a phone downloads a fraction of the bytes.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
    }),
  ],
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
