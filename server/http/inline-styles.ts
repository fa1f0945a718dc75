/**
 * The built page's own small stylesheet, written into the page (docs/architecture.md#first-paint).
 * Vite links the entry's CSS (the boot spinner and loading bar, under 1 KiB) from index.html's
 * head, where it blocks rendering: a phone on a slow network could not paint the server's first
 * paint until that second request came back. In the page, it costs no request; a large sheet stays
 * linked (it would weigh on every page's HTML, which is never cached).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileInside } from '../services/shared/file-inside';

/** Larger sheets stay a cached file. */
export const MOST_INLINE_CSS_BYTES = 4096;

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/** `html` with each small stylesheet under /assets it links put in a <style> in its place; `read` gives a file's text, or null. */
export async function inlineStylesheets(
  html: string,
  read: (assetPath: string) => Promise<string | null>,
): Promise<string> {
  let out = html;
  for (const [link, assetPath = ''] of html.matchAll(STYLESHEET_LINK)) {
    const css = await read(assetPath);
    // A sheet that could close the <style> element is left linked.
    if (css === null || Buffer.byteLength(css) > MOST_INLINE_CSS_BYTES || /<\/style/i.test(css)) continue;
    out = out.replace(link, () => `<style>${css}</style>`);
  }
  return out;
}

/** Reads a built asset inside `staticDir`, or null. */
export function staticAssetReader(staticDir: string): (assetPath: string) => Promise<string | null> {
  return async (assetPath) => {
    const file = await fileInside(staticDir, assetPath);
    return file === null ? null : readFile(path.join(staticDir, file), 'utf8');
  };
}
