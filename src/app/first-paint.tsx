/**
 * The end of the server's first paint (docs/architecture.md#first-paint). index.html hides #root
 * while #first-paint exists; removing it shows the app, already drawn, in the same frame the first
 * paint goes: no spinner or empty page between them.
 */
import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ELEMENT_ID } from '../lib/first-paint';

/** How long the first paint may wait for a screen: past this the app shows whatever it has (a placeholder), never a frozen frame. */
export const FIRST_PAINT_LIMIT_MS = 10_000;

export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}

/**
 * The safety net: a page whose screen never commits (a request that hangs, a screen this module
 * is not told about) still shows the app after FIRST_PAINT_LIMIT_MS.
 */
export function limitFirstPaint(doc: Document = document, limitMs = FIRST_PAINT_LIMIT_MS): void {
  if (!doc.getElementById(FIRST_PAINT_ELEMENT_ID)) return;
  setTimeout(() => removeFirstPaint(doc), limitMs);
}

/**
 * How long a ready screen may wait for the brand's faces before it shows with what the phone has
 * (and swaps them in when they come). They are preloaded with the page, so they are usually in first.
 */
export const FIRST_PAINT_FONT_WAIT_MS = 1500;

/** At most this many of the screen's elements are read for their faces: enough for every style it draws text in. */
const FACE_SAMPLE = 300;

/**
 * The faces the screen draws its text with (weight and family of its text elements), as
 * FontFaceSet.load() takes them.
 */
export function facesOf(root: ParentNode, view: Pick<Window, 'getComputedStyle'> = window): string[] {
  const faces = new Set<string>();
  const elements = root.querySelectorAll('h1, h2, h3, h4, h5, h6, p, span, a, button, label, input, li');
  for (let i = 0; i < elements.length && i < FACE_SAMPLE; i += 1) {
    const style = view.getComputedStyle(elements[i] as Element);
    if (style.fontFamily) faces.add(`${style.fontWeight || 'normal'} 16px ${style.fontFamily}`);
  }
  return [...faces];
}

function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Ends the first paint once the faces the screen in #root draws with are loaded (after the
 * tenant's stylesheet that declares them), FIRST_PAINT_FONT_WAIT_MS at most. The
 * first paint draws without the brand's faces (server/http/first-paint.ts); a screen shown before
 * they arrive would swap them in under the customer's eyes, moving its text (a layout shift). Going
 * from the first paint to the screen moves nothing: the screen's elements are new to the page.
 */
export function endFirstPaint(doc: Document = document, waitMs = FIRST_PAINT_FONT_WAIT_MS): void {
  if (!doc.getElementById(FIRST_PAINT_ELEMENT_ID)) return;
  const fontSet = doc.fonts as FontFaceSet | undefined;
  if (!fontSet) {
    removeFirstPaint(doc);
    return;
  }
  const ready = (async () => {
    // The tenant's stylesheet declares the faces; it goes into the head in an effect (src/tenant/TenantStylesheet.tsx).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-tenant]')].map(loaded));
    const root = doc.getElementById('root');
    const faces = root && doc.defaultView ? facesOf(root, doc.defaultView) : [];
    await Promise.all(faces.map((face) => fontSet.load(face).catch(() => [])));
  })();
  const limit = new Promise((resolve) => setTimeout(resolve, waitMs));
  void Promise.race([ready, limit]).then(() => removeFirstPaint(doc));
}

/**
 * Rendered beside a screen (a routed screen, the not-found, error and 'shop not found' screens): it
 * commits only with the screen, not while the screen's code or data suspends, and then ends the
 * first paint (once the screen's faces are in: endFirstPaint).
 */
export function FirstPaintDone() {
  useLayoutEffect(() => endFirstPaint(), []);
  return null;
}
