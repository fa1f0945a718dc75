/**
 * The end of the server's first paint (docs/architecture.md#first-paint). index.html hides #root
 * while #first-paint exists; removing it in a layout effect, before the browser paints the commit,
 * shows the app in the same frame the first paint goes: no spinner or empty page between them.
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
 * Rendered beside a screen (a routed screen, the not-found, error and 'shop not found' screens): it
 * commits only with the screen, not while the screen's code or data suspends, and then ends the first paint.
 */
export function FirstPaintDone() {
  useLayoutEffect(() => removeFirstPaint(), []);
  return null;
}
