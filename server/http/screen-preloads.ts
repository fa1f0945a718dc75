/**
 * The files a screen's page preloads (docs/architecture.md#screen-preloads): the build lists, per
 * screen, the files it needs beyond what every page loads (scripts/screen-preloads.ts writes
 * `.vite/screen-preloads.json`); the page the server sends for a screen's address names them in
 * `<link rel="modulepreload">`, so they download beside the app's own files, not after the app
 * has started and asked for its route's screen.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { routeAt, type ScreenId } from '../../src/lib/route-table';
import type { LayoutName } from '../../src/generated/tenant';

/** Where the build writes the list (scripts/screen-preloads.ts SCREEN_PRELOADS_FILE; dot folders are never served). */
const SCREEN_PRELOADS_FILE = path.join('.vite', 'screen-preloads.json');

export type ScreenPreloadList = Readonly<Partial<Record<ScreenId, readonly string[]>>>;

function isFileList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file));
}

/** The list as the build wrote it; entries that are not lists of built scripts are left out. */
export function parseScreenPreloads(text: string): ScreenPreloadList {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, files]) => isFileList(files)));
}

/**
 * The page's module preloads for a layout path: the files of the screen the app's router will show
 * there, as absolute URLs; none for a path no route of the layout matches.
 */
export function screenPreloadHrefs(list: ScreenPreloadList, layout: LayoutName, rest: string, features: { reservation?: boolean }): string[] {
  const route = routeAt(layout, rest, features);
  return route ? (list[route.screen] ?? []).map((file) => `/${file}`) : [];
}

/** Reads the build's list, again only when a new build changes it; an empty list without one (an older build). */
export function screenPreloadReader(staticDir: string): () => Promise<ScreenPreloadList> {
  const file = path.join(staticDir, SCREEN_PRELOADS_FILE);
  let cached: { mtimeMs: number; list: ScreenPreloadList } | null = null;
  return async () => {
    const mtimeMs = await stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return {};
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, list: parseScreenPreloads(await readFile(file, 'utf8')) };
    return cached.list;
  };
}
