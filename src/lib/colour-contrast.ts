/**
 * WCAG 2.x contrast, used to refuse a brand colour whose button and app-bar text would be hard to read.
 */

/** WCAG AA minimum for normal-size text. */
export const minimumTextContrast = 4.5;

/**
 * Warning and info colours of a preset that names none: darker than MUI's own (#ed6c02 is 3.1:1
 * on white), so they read as text on a light page and under white text (docs/rules.md#branding).
 */
export const DEFAULT_WARNING = '#b45309';
export const DEFAULT_INFO = '#0369a1';

/** Text colours tried on the primary colour when the tenant does not choose one (MUI-style). */
export const lightText = '#ffffff';
export const darkText = '#111111';

/**
 * Each 8-bit channel value made linear, worked out once: the tenant checks at start ask for the
 * luminance of the same few colours thousands of times (a thousand tenants, several pairs each).
 */
const linearChannel = Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  // WCAG 2.x wording uses 0.03928 as the threshold; the difference from 0.04045 never changes an 8-bit result.
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function channel(hex: string, offset: number): number {
  return linearChannel[parseInt(hex.slice(offset, offset + 2), 16)] ?? 0;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Contrast ratio of two colours, 1 to 21, independent of order. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The text colour used on `primary`: the tenant's choice, else white or near-black, whichever contrasts more. */
export function textColourOn(primary: string, chosen?: string): string {
  if (chosen) return chosen;
  return contrastRatio(primary, lightText) >= contrastRatio(primary, darkText) ? lightText : darkText;
}

/** Ratio shown to an operator: rounded down, so a failing 4.496 never prints as "4.50". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
