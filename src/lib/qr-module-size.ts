/** Quiet zone plus finder margin the legacy sizing adds to the module count (docs/rules.md#qr-code). */
const MARGIN_MODULES = 8;

/**
 * Pixel size of one QR module: the requested pixel width divided by (module count + 8).
 * The module count of a QR code of version v is 17 + 4v (21 to 177).
 */
export function qrModuleSize(widthPx: number, moduleCount: number): number {
  if (!(Number.isFinite(widthPx) && widthPx > 0))
    throw new RangeError(`width must be a positive number, got ${widthPx}`);
  if (!(Number.isInteger(moduleCount) && moduleCount > 0)) {
    throw new RangeError(`module count must be a positive integer, got ${moduleCount}`);
  }
  return widthPx / (moduleCount + MARGIN_MODULES);
}
