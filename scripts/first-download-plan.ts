/**
 * What the server names in a page's head for modulepreload (docs/architecture.md#first-download),
 * worked out at build time from Vite's manifest and written beside it as
 * dist/app/.vite/first-download.json: for each screen of the route table, its chunk and the chunks
 * it imports statically, and the namespaces it reads in its first render (SCREEN_NAMESPACES); for
 * each language, the translation chunks the app loads before its first paint and those of the
 * screens' namespaces; the AES codec's chunk, which 'aes' tenants load before their first call. Without it the
 * app finds each of these only after the entry has downloaded and run, one round trip later.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PRELOADED_NAMESPACES, SCREEN_NAMESPACES } from '../src/i18n/namespaces';
import type { ScreenId } from '../src/lib/route-table';
import { UI_LANGUAGES } from '../src/lib/server-language';
import type { FirstDownloadPlan } from '../server/services/route-preloads';
import { readViteManifest, screenSources, type ViteManifest } from './layout-shells';

export const FIRST_DOWNLOAD_FILE = '.vite/first-download.json';

const AES_CODEC_SOURCE = 'src/protocol/cipher-browser.ts';

/** The JavaScript files of `key` and of every chunk it imports statically, the entry left out (the page loads it anyway). */
function staticClosure(manifest: ViteManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const queue = [key];
  while (queue.length > 0) {
    const next = queue.shift() as string;
    const chunk = manifest[next];
    if (seen.has(next) || !chunk || chunk.isEntry) continue;
    seen.add(next);
    files.push(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/** Throws when a screen of the route table or a preloaded namespace has no chunk (a renamed module). */
export function firstDownloadPlan(manifest: ViteManifest, sources = screenSources()): FirstDownloadPlan {
  const need = (key: string): string => {
    if (!manifest[key]) throw new Error(`first-download plan: no chunk for ${key} in the build manifest`);
    return key;
  };
  const screens: FirstDownloadPlan['screens'] = {};
  for (const [screen, source] of sources) screens[screen] = staticClosure(manifest, need(source));
  const namespaceFiles = (language: string, namespaces: readonly string[]) =>
    namespaces.flatMap((ns) => staticClosure(manifest, need(`src/i18n/locales/${language}/${ns}.json`)));
  const languages: FirstDownloadPlan['languages'] = {};
  const screenLanguages: FirstDownloadPlan['screenLanguages'] = {};
  for (const language of UI_LANGUAGES) {
    languages[language] = namespaceFiles(language, PRELOADED_NAMESPACES);
    for (const [screen, namespaces] of Object.entries(SCREEN_NAMESPACES) as [ScreenId, readonly string[]][]) {
      (screenLanguages[screen] ??= {})[language] = namespaceFiles(language, namespaces);
    }
  }
  return { screens, languages, screenLanguages, aesCodec: staticClosure(manifest, need(AES_CODEC_SOURCE)) };
}

/** Vite plugin: writes the plan once the build (and its manifest) is on disk. */
export function firstDownloadPlanPlugin(outDir: string): Plugin {
  return {
    name: 'kerbside-first-download-plan',
    apply: 'build',
    writeBundle() {
      const plan = firstDownloadPlan(readViteManifest(outDir));
      writeFileSync(path.join(outDir, FIRST_DOWNLOAD_FILE), `${JSON.stringify(plan)}\n`);
    },
  };
}
