import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appModulePreload } from './scripts/app-module-preload';
import { compileHints } from './scripts/compile-hints';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking';
import { layoutShells, readViteManifest } from './scripts/layout-shells';

const outDir = 'dist/app';

const apiTarget = process.env.KERBSIDE_API ?? 'http://127.0.0.1:3000';
// Paths that the API server answers; everything else is the SPA. Trailing slashes matter:
// '/s' alone would also catch '/shop/...'.
const proxied = [
  '/cloud/',
  '/s/',
  '/tenant-config/',
  '/tenant-assets/',
  '/pwa/',
  '/sandbox-api/',
  '/sandbox/pay/',
  '/health',
  '/docs',
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    reactRouterTreeShaking(),
    appModulePreload(),
    // The entry and the app's module compile while they download (docs/architecture.md#compile-hints).
    compileHints(),
    // Brotli and gzip copies of every text asset, made once here and sent as they are by the
    // server (@fastify/static preCompressed): a phone downloads a fraction of the bytes.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
    }),
    // The service worker (src/sw/sw.ts, docs/installable-app.md): built with Workbox into
    // dist/app/sw.js with the list of files to precache, each tagged with the layouts whose shell it
    // is. The manifest is the server's (one per shop and layout), and the app registers the worker
    // itself, lazily (src/offline/service-worker-client.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: ['assets/*.{js,css}', 'favicon.svg'],
        // A few screens are large (e.g. the QR code library): an installed app must still open them offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => {
            const shells = layoutShells(readViteManifest(outDir));
            return {
              manifest: entries.map((entry) =>
                shells.has(entry.url) ? { ...entry, layouts: shells.get(entry.url) } : entry,
              ),
            };
          },
        ],
      },
    }),
  ],
  resolve: {
    // Emotion's hoist-non-react-statics pins react-is 16, MUI uses 19: one copy in the build. The
    // 19 has the three names it reads (ForwardRef, Memo, isMemo), for the same element types.
    dedupe: ['react-is'],
    alias: [
      // MUI's createTheme imports the CSS-variable theme builder statically; this app's themes never
      // use it (see the stub's header): the first download leaves it out.
      {
        find: /^\.\/createThemeWithVars\.js$/,
        replacement: fileURLToPath(new URL('./src/config/mui-css-vars-theme-stub.ts', import.meta.url)),
      },
      // Emotion inserts a component's styles while React renders, not in the commit (its own build
      // for edge runtimes, shipped beside the browser one): a transition's render is sliced, its
      // commit is one task (docs/architecture.md#styles-in-render).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(
          new URL(
            './node_modules/@emotion/use-insertion-effect-with-fallbacks/dist/emotion-use-insertion-effect-with-fallbacks.edge-light.esm.js',
            import.meta.url,
          ),
        ),
      },
      // react-router's package exports name only its development build, warnings and all
      // (remix-run/react-router#14102, open); the build takes the production one it ships beside it.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir,
    // Read by the service worker's build (scripts/layout-shells.ts); never served (a dot folder).
    manifest: true,
    emptyOutDir: true,
    // KERBSIDE_SOURCEMAP=1 adds source maps, to read a profile of the built app (scripts/bench/long-tasks.ts).
    sourcemap: process.env.KERBSIDE_SOURCEMAP === '1',
    chunkSizeWarningLimit: 600,
    // Vite would list, beside every dynamic import, the files to preload with it: a table of some
    // 230 file names and 60 lists in the app's module, 5 KiB gzip of every page's first download.
    // A screen's files load as the browser reads its imports instead (docs/architecture.md#screen-files);
    // the page's own preloads (hostType 'html') stay.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
}));
