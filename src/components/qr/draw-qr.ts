import { qrModuleSize } from '../../lib/qr-module-size';

/** Light modules around the code on each side (the QR standard's quiet zone). */
export const QUIET_ZONE_MODULES = 4;

/** The dark/light modules of a QR code (qrcode's BitMatrix has this shape). */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

export interface QrGeometry {
  /** Pixels per module: width / (module count + 8) (docs/rules.md#qr-code). */
  moduleSize: number;
  /** Where the first module starts, on both axes: the 4-module quiet zone. */
  offset: number;
  /** Side of the square drawn, equal to the requested width. */
  side: number;
}

export function qrGeometry(moduleCount: number, widthPx: number): QrGeometry {
  const moduleSize = qrModuleSize(widthPx, moduleCount);
  return { moduleSize, offset: QUIET_ZONE_MODULES * moduleSize, side: widthPx };
}

/**
 * Pixel edge of module boundary `index`, rounded so that neighbouring modules share their edge
 * exactly: no hairline gaps between dark modules when the module size is fractional.
 */
export function moduleEdge(geometry: QrGeometry, index: number): number {
  return Math.round(geometry.offset + index * geometry.moduleSize);
}

/** The canvas calls drawQr makes (a CanvasRenderingContext2D has them). */
export interface QrCanvas {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
}

/** Draws the code, quiet zone included, on a square of `widthPx` device pixels. */
export function drawQr(
  canvas: QrCanvas,
  modules: QrModules,
  widthPx: number,
  colours = { dark: '#000000', light: '#ffffff' },
): QrGeometry {
  const geometry = qrGeometry(modules.size, widthPx);
  canvas.fillStyle = colours.light;
  canvas.fillRect(0, 0, widthPx, widthPx);
  canvas.fillStyle = colours.dark;
  for (let row = 0; row < modules.size; row += 1) {
    const top = moduleEdge(geometry, row);
    const bottom = moduleEdge(geometry, row + 1);
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      const left = moduleEdge(geometry, col);
      canvas.fillRect(left, top, moduleEdge(geometry, col + 1) - left, bottom - top);
    }
  }
  return geometry;
}
