import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { drawQr } from './draw-qr';

/** Draws `payload` as a level-M, byte-mode QR code on `canvas` (qrcode is loaded only when a code is shown). */
async function renderQr(canvas: HTMLCanvasElement, payload: string, width: number): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  // Byte mode over the payload's UTF-8 bytes (docs/rules.md#qr-code).
  const code = QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const pixels = Math.round(width * Math.max(1, window.devicePixelRatio || 1));
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  // Module size = width / (module count + 8): the spec's sizing rule (src/lib/qr-module-size.ts).
  drawQr(context, code.modules, pixels);
}

/** A QR code of a payload known in the browser (a wallet card's member code), `width` CSS pixels wide, on white. */
export function QrCode({ payload, width, label }: { payload: string; width: number; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let live = true;
    setFailed(false);
    renderQr(canvas, payload, width).catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [payload, width]);
  return (
    <Box
      sx={{ width, height: width, mx: 'auto', bgcolor: '#fff', borderRadius: 1, overflow: 'hidden' }}
      data-testid="qr-code"
      data-payload={payload}
      data-failed={failed || undefined}
    >
      <canvas ref={canvasRef} role="img" aria-label={label} style={{ display: 'block', width, height: width }} />
    </Box>
  );
}
