import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQr, moduleEdge, qrGeometry, type QrCanvas, type QrModules } from './draw-qr';

function recordingCanvas() {
  const rects: Array<{ fill: string; x: number; y: number; w: number; h: number }> = [];
  const canvas: QrCanvas = {
    fillStyle: '',
    fillRect(x, y, w, h) {
      rects.push({ fill: String(canvas.fillStyle), x, y, w, h });
    },
  };
  return { canvas, rects };
}

const matrix = (rows: number[][]): QrModules => ({ size: rows.length, get: (r, c) => rows[r]?.[c] === 1 });

describe('qrGeometry', () => {
  it('sizes a module as width / (module count + 8), with a 4-module quiet zone', () => {
    // Version 1: 21 modules; 290 px -> 10 px a module, the code starts at 40 px.
    expect(qrGeometry(21, 290)).toEqual({ moduleSize: 10, offset: 40, side: 290 });
    const v2 = qrGeometry(25, 264);
    expect(v2.moduleSize).toBe(8);
    expect(v2.offset).toBe(32);
  });

  it('ends the last module 4 modules before the far edge', () => {
    for (const [count, width] of [
      [21, 200],
      [33, 480],
      [177, 1000],
    ] as const) {
      const geometry = qrGeometry(count, width);
      expect(geometry.offset + count * geometry.moduleSize + 4 * geometry.moduleSize).toBeCloseTo(width, 9);
    }
  });

  it('rounds module edges so neighbours meet without gaps', () => {
    const geometry = qrGeometry(21, 200);
    const widths = Array.from({ length: 21 }, (_, i) => moduleEdge(geometry, i + 1) - moduleEdge(geometry, i));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    expect(moduleEdge(geometry, 21) - moduleEdge(geometry, 0)).toBe(
      Math.round(geometry.offset + 21 * geometry.moduleSize) - Math.round(geometry.offset),
    );
  });
});

describe('drawQr', () => {
  it('paints the light square, then one rectangle per dark module', () => {
    const { canvas, rects } = recordingCanvas();
    // 2x2 modules on 100 px: 10 px a module, code from 40 to 60.
    drawQr(
      canvas,
      matrix([
        [1, 0],
        [0, 1],
      ]),
      100,
    );
    expect(rects).toEqual([
      { fill: '#ffffff', x: 0, y: 0, w: 100, h: 100 },
      { fill: '#000000', x: 40, y: 40, w: 10, h: 10 },
      { fill: '#000000', x: 50, y: 50, w: 10, h: 10 },
    ]);
  });

  it('draws a real level-M code with its finder pattern in the top-left corner after the quiet zone', () => {
    const code = QRCode.create([{ data: new TextEncoder().encode('pass-Code_123'), mode: 'byte' }], {
      errorCorrectionLevel: 'M',
    });
    const { canvas, rects } = recordingCanvas();
    const geometry = drawQr(canvas, code.modules, 290);
    expect(code.modules.size).toBe(21);
    expect(geometry.moduleSize).toBe(10);
    const dark = rects.slice(1);
    // The finder pattern's outer ring starts at the first module.
    expect(dark[0]).toMatchObject({ x: 40, y: 40, w: 10, h: 10 });
    let darkModules = 0;
    for (let r = 0; r < 21; r += 1) for (let c = 0; c < 21; c += 1) if (code.modules.get(r, c)) darkModules += 1;
    expect(dark).toHaveLength(darkModules);
    // Nothing is drawn in the quiet zone.
    for (const rect of dark) {
      expect(rect.x).toBeGreaterThanOrEqual(40);
      expect(rect.x + rect.w).toBeLessThanOrEqual(250);
    }
  });
});
