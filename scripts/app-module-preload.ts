/**
 * A Vite plugin: the page preloads the app's own module (src/app/App.tsx), which src/main.tsx
 * imports dynamically so that it runs in a task of its own (docs/architecture.md#entry-split). Vite
 * preloads only an entry's static imports; without this link the app's module (and the chunks it
 * alone needs) would be requested only once the entry has downloaded and run, a second round trip
 * on the critical path.
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The files to preload besides the entry: the chunk of `source` and its static imports the entry does not already load. */
export function preloadFilesFor(bundle: OutputBundle, entry: OutputChunk, source: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // The chunk that holds the module (Rollup may name it after the module without making it the chunk's facade).
  const target = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${source}`)));
  if (!target)
    throw new Error(`app-module-preload: no chunk for ${source}; is it still imported dynamically from the entry?`);
  const loadedByEntry = staticClosure(bundle, entry.fileName);
  return [...staticClosure(bundle, target.fileName)].filter((file) => !loadedByEntry.has(file));
}

function staticClosure(bundle: OutputBundle, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const item = bundle[file];
    if (item?.type === 'chunk') queue.push(...item.imports);
  }
  return seen;
}

export function appModulePreload(source = 'src/app/App.tsx'): Plugin {
  let base = '/';
  return {
    name: 'kerbside-app-module-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle || !ctx.chunk) return [];
        return preloadFilesFor(ctx.bundle, ctx.chunk, source).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
