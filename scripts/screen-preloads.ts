/**
 * A Vite plugin: the built files each screen needs beyond what every page loads anyway (the entry,
 * the app's module and their static imports), written to `.vite/screen-preloads.json` as
 * `{ "home": ["assets/HomeScreen-x.js", ...] }`. The server names them in the page it sends for a
 * screen's address (`<link rel="modulepreload">`, server/http/screen-preloads.ts), so a screen's
 * code downloads beside the app's instead of after the app has started and asked for it
 * (docs/architecture.md#screen-preloads).
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { preloadFilesFor, staticClosure } from './app-module-preload';
import { screenSources } from './layout-shells';

export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json';

function chunkOf(chunks: readonly OutputChunk[], source: string): OutputChunk | undefined {
  const endsWith = (id: string | null) => id !== null && id.replace(/\\/g, '/').endsWith(`/${source}`);
  return chunks.find((chunk) => endsWith(chunk.facadeModuleId)) ?? chunks.find((chunk) => chunk.moduleIds.some(endsWith));
}

/** Screen id -> files (as the build names them) its route loads that the entry and the app's module do not. */
export function screenPreloadsOf(bundle: OutputBundle, sources: ReadonlyMap<string, string>, appSource = 'src/app/App.tsx'): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('screen-preloads: the build has no entry chunk');
  const everyPage = new Set([...staticClosure(bundle, entry.fileName), ...preloadFilesFor(bundle, entry, appSource)]);
  const preloads: Record<string, string[]> = {};
  for (const [screen, source] of sources) {
    const chunk = chunkOf(chunks, source);
    if (!chunk) throw new Error(`screen-preloads: no chunk for ${source} (screen ${screen})`);
    preloads[screen] = [...staticClosure(bundle, chunk.fileName)].filter((file) => !everyPage.has(file));
  }
  return preloads;
}

export function screenPreloads(): Plugin {
  return {
    name: 'kerbside-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(screenPreloadsOf(bundle, screenSources())) });
    },
  };
}
