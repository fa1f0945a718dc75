/**
 * A Vite plugin: the entry chunk and the app's own module (src/app/App.tsx) open with V8's explicit
 * compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other engines read a comment).
 * Without it V8 compiles a function the first time it is called, on the main thread, inside the task
 * that calls it; with it, it compiles the whole file while the file downloads, on a background
 * thread. Most of what these two chunks hold runs as the first screen starts (React's DOM renderer,
 * the translator, the router, MUI, the layouts), so the load's tasks lose that compiling
 * (docs/architecture.md#compile-hints). A screen's own chunk stays lazily compiled: much of it runs
 * only on input.
 */
import type { OutputBundle, PluginContext } from 'rollup';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk holding `moduleIds` is one the hint marks: the entry, or the chunk of one of `sources`. */
export function marksChunk(isEntry: boolean, moduleIds: readonly string[], sources: readonly string[]): boolean {
  return isEntry || moduleIds.some((id) => sources.some((source) => id.replace(/\\/g, '/').endsWith(`/${source}`)));
}

/** Opens each marked chunk of `bundle` with the hint, its source map (if any) a line lower. */
export function markChunks(bundle: OutputBundle, sources: readonly string[]): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !marksChunk(chunk.isEntry, chunk.moduleIds, sources)) continue;
    if (chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // ';' starts a line of a source map's mappings.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const sourceMap = bundle[`${chunk.fileName}.map`];
    if (sourceMap?.type === 'asset' && typeof sourceMap.source === 'string') {
      const map = JSON.parse(sourceMap.source) as { mappings: string };
      sourceMap.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    }
  }
}

/**
 * V8 takes the hint only before the file's first line of code, and Vite writes its preload helper
 * (`const __vite__mapDeps=...`) at the top of a chunk with dynamic imports in the generateBundle
 * hook of its vite:build-import-analysis plugin, after every other plugin's renderChunk (where the
 * minifier would also drop the comment). So the hint is written right after that hook, and before
 * the manifest's, which the Brotli and gzip copies are made in (vite-plugin-compression2).
 */
export function compileHints(sources: readonly string[] = ['src/app/App.tsx']): Plugin {
  return {
    name: 'kerbside-compile-hints',
    apply: 'build',
    // A marked file's name changes with its content: no cache keeps an unmarked copy under it.
    augmentChunkHash: (chunk) => (marksChunk(chunk.isEntry, chunk.moduleIds, sources) ? COMPILE_HINT : undefined),
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const original = analysis?.generateBundle;
      if (!analysis || typeof original !== 'function')
        throw new Error(
          'compile-hints: no generateBundle of vite:build-import-analysis to follow (see scripts/compile-hints.ts)',
        );
      analysis.generateBundle = async function (this: PluginContext, ...args: Parameters<typeof original>) {
        await original.apply(this, args);
        markChunks(args[1], sources);
      };
    },
  };
}
