/**
 * The installed app's code that no route may download before it is usable
 * (docs/installable-app.md#loading): the service worker's registration (Workbox's window module),
 * the update prompt, the offline bar and the install banner. `npm run bench:bundle` checks each
 * home route against it.
 */
import path from 'node:path';
import type { ViteManifest, ViteManifestChunk } from './layout-shells';

/** Source modules of the part that loads after the page has settled (src/offline/OfflineHostLoader.tsx). */
export const DEFERRED_SOURCES = [
  'src/offline/OfflineHost.tsx',
  'src/offline/service-worker-client.ts',
  'src/offline/UpdatePrompt.tsx',
  'src/offline/OfflineBar.tsx',
  'src/offline/InstallBanner.tsx',
] as const;

/**
 * The chunk a lazily loaded source module is built into. The manifest keys a chunk by its source
 * when the module is the chunk's own entry; when the bundler built the chunk around it with other
 * modules it keys it `_<file>` instead, with the module's name as the chunk's name and the chunk
 * marked as loaded lazily: then the one such chunk of that name is it.
 */
function chunkOf(manifest: ViteManifest, source: string): ViteManifestChunk | undefined {
  const bySource = manifest[source];
  if (bySource) return bySource;
  const name = path.basename(source).replace(/\.[jt]sx?$/, '');
  const named = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && chunk.name === name);
  return named.length === 1 ? named[0] : undefined;
}

/** Built files of the deferred part (from Vite's build manifest); throws when a source has no chunk (renamed or inlined). */
export function deferredFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  for (const source of DEFERRED_SOURCES) {
    const chunk = chunkOf(manifest, source);
    if (!chunk)
      throw new Error(
        `service worker code: no chunk for ${source} in the build manifest (it must stay a lazily loaded chunk)`,
      );
    files.add(chunk.file);
  }
  for (const [key, chunk] of Object.entries(manifest)) if (key.includes('workbox')) files.add(chunk.file);
  return files;
}

/** What of the service worker's code a route loaded: deferred files by name, and any script that uses the service worker API. */
export function serviceWorkerCodeIn(loaded: ReadonlyMap<string, string>, deferred: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const [file, text] of loaded) {
    if (deferred.has(file.replace(/^\//, ''))) found.push(file);
    else if (/\bserviceWorker\b/.test(text) || /workbox/i.test(text))
      found.push(`${file} (uses the service worker API)`);
  }
  return found;
}
