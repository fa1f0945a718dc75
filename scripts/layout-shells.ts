/**
 * Which built files make the app shell of which layout (docs/installable-app.md#what-is-cached), so
 * an installed app precaches its own layout's screens and not every screen of the product. Read
 * from Vite's build manifest (dist/app/.vite/manifest.json) and the screen modules of the route
 * table: a file the app loads whatever the layout (the entry, the layouts, the session, the
 * languages) belongs to every layout; a file reached only through a layout's screens belongs to
 * the layouts that have those screens.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LayoutName } from '../src/generated/tenant';
import { LAYOUT_NAMES, layoutRoutes, SCREEN_TITLE_KEYS, type ScreenId } from '../src/lib/route-table';

export interface ViteManifestChunk {
  file: string;
  src?: string;
  /** The chunk's name (its first module's file name, without the extension). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
const SCREEN_MODULES_FILE = path.join(root, 'src/app/routes/screen-modules.ts');

/** screen id -> source file (as the build manifest keys it), read from src/app/routes/screen-modules.ts. */
export function screenSources(text = readFileSync(SCREEN_MODULES_FILE, 'utf8')): Map<ScreenId, string> {
  const out = new Map<ScreenId, string>();
  for (const m of text.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/\.\.\/([^']+)'\),?$/gm)) {
    // The same file lists modules outside the layouts (the flow gallery's): only screens are shells' parts.
    if (m[1] !== undefined && m[1] in SCREEN_TITLE_KEYS) out.set(m[1] as ScreenId, `src/${m[2]}.tsx`);
  }
  return out;
}

function filesOf(chunk: ViteManifestChunk): string[] {
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];
}

/** Chunks (manifest keys) and files reached from `starts` through static and dynamic imports, never entering `stops`. */
function reach(
  manifest: ViteManifest,
  starts: readonly string[],
  stops: ReadonlySet<string>,
): { keys: Set<string>; files: Set<string> } {
  const seen = new Set<string>();
  const files = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of filesOf(chunk)) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      if (!stops.has(next)) queue.push(next);
  }
  return { keys: seen, files };
}

/**
 * Built file -> the layouts whose shell it is part of; a file not in the map belongs to every layout.
 * Throws when a screen of the route table has no chunk (the screen-modules format changed).
 */
export function layoutShells(manifest: ViteManifest, sources = screenSources()): Map<string, LayoutName[]> {
  const screenKeys = new Set(sources.values());
  for (const key of screenKeys)
    if (!manifest[key]) throw new Error(`layout shells: no chunk for ${key} in the build manifest`);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // A screen imports shared chunks of the entry, whose dynamic imports lead to every screen: the walk from
  // a layout's screens stops at what every layout loads anyway.
  const common = reach(manifest, entries, screenKeys);
  const byFile = new Map<string, LayoutName[]>();
  for (const layout of LAYOUT_NAMES) {
    const screens = layoutRoutes(layout, { reservation: true }).map((route) => sources.get(route.screen));
    for (const file of reach(
      manifest,
      screens.filter((s): s is string => s !== undefined),
      common.keys,
    ).files) {
      if (common.files.has(file)) continue;
      byFile.set(file, [...(byFile.get(file) ?? []), layout]);
    }
  }
  return byFile;
}

export function readViteManifest(outDir: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}
