import { describe, expect, it } from 'vitest';
import type { ViteManifest } from './layout-shells';
import { DEFERRED_SOURCES, deferredFiles, serviceWorkerCodeIn } from './service-worker-code';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['src/offline/OfflineHost.tsx'] },
  ...Object.fromEntries(DEFERRED_SOURCES.map((source, i) => [source, { file: `assets/deferred-${i}.js` }])),
  '_workbox-window.prod.es5-x.js': { file: 'assets/workbox-window-x.js' },
};

describe('service worker code on a route (docs/installable-app.md#loading)', () => {
  it("lists the deferred part's files and Workbox's", () => {
    const files = deferredFiles(manifest);
    expect(files.has('assets/deferred-0.js')).toBe(true);
    expect(files.has('assets/workbox-window-x.js')).toBe(true);
    expect(files.has('assets/index-a.js')).toBe(false);
  });

  it('finds a lazily loaded chunk the manifest keys by its file, by its name', () => {
    const { 'src/offline/OfflineHost.tsx': _keyed, ...rest } = manifest;
    const files = deferredFiles({
      ...rest,
      '_OfflineHost-F5.js': { file: 'assets/OfflineHost-F5.js', name: 'OfflineHost', isDynamicEntry: true },
      // A chunk of the same name not loaded lazily (a shared one) is not it.
      '_OfflineHost-shared.js': { file: 'assets/OfflineHost-shared.js', name: 'OfflineHost' },
    });
    expect(files.has('assets/OfflineHost-F5.js')).toBe(true);
    expect(files.has('assets/OfflineHost-shared.js')).toBe(false);
  });

  it('fails loudly when a deferred module has no chunk of its own', () => {
    const { 'src/offline/OfflineHost.tsx': _gone, ...rest } = manifest;
    expect(() => deferredFiles(rest)).toThrow(/OfflineHost/);
  });

  it('finds a deferred file a route loaded, and code using the service worker API in any other', () => {
    const deferred = deferredFiles(manifest);
    // React DOM names the 'serviceworker' kind of preload: not service worker code.
    const clean = new Map([['/assets/index-a.js', 'import("./OfflineHost-x.js");case"serviceworker":']]);
    expect(serviceWorkerCodeIn(clean, deferred)).toEqual([]);
    expect(serviceWorkerCodeIn(new Map([['/assets/deferred-1.js', '']]), deferred)).toEqual(['/assets/deferred-1.js']);
    expect(
      serviceWorkerCodeIn(new Map([['/assets/index-b.js', 'navigator.serviceWorker.register("/sw.js")']]), deferred),
    ).toHaveLength(1);
  });
});
