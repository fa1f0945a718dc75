import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage, type Message } from '../../../protocol/messages';
import { fetchPassQr } from '../../../api/endpoints/parking';
import { useMessageText } from '../../../messages/use-message-text';
import { useTenant } from '../../../tenant/use-tenant';
import { drawQr } from './draw-qr';

/** CSS pixels of the code's side, quiet zone included. */
const QR_WIDTH = 240;

type Load = { status: 'loading' } | { status: 'ready'; payload: string } | { status: 'failed'; message: Message | null };

/** Draws `payload` as a level-M, byte-mode QR code; qrcode is loaded only when a pass is shown. */
async function renderQr(canvas: HTMLCanvasElement, payload: string): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  // Byte mode over the payload's UTF-8 bytes (docs/rules.md#qr-code).
  const code = QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], { errorCorrectionLevel: 'M' });
  // Drawn at device pixels so the modules stay sharp on high-density screens.
  const pixels = Math.round(QR_WIDTH * Math.max(1, window.devicePixelRatio || 1));
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  drawQr(context, code.modules, pixels);
}

/** One pass: its QR code (the payload qrcode/gen answers), pass code and ticket no. */
export function PassQrCode({ passCode, ticketNo, expired = false }: { passCode: string; ticketNo: string; expired?: boolean }) {
  const { t } = useTranslation('parking');
  const messageText = useMessageText();
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [drawFailed, setDrawFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPassQr(cloud, { passCode }, controller.signal).then(
      (reply) => {
        if (reply.success && reply.result.rtn > 0 && reply.result.payload) setLoad({ status: 'ready', payload: reply.result.payload });
        else setLoad({ status: 'failed', message: refusalMessage(reply.result, 'OPERATION_FAILED') });
      },
      () => {
        // The client has reported the transport failure.
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: null });
      },
    );
    return () => controller.abort();
  }, [cloud, passCode, attempt]);

  const payload = load.status === 'ready' ? load.payload : null;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (payload === null || !canvas) return;
    let live = true;
    setDrawFailed(false);
    renderQr(canvas, payload).catch(() => {
      if (live) setDrawFailed(true);
    });
    return () => {
      live = false;
    };
  }, [payload]);

  const label = t('tickets.pass.qrLabel', { ticketNo });
  return (
    <Box sx={{ textAlign: 'center' }} data-testid="qr-pass" data-ticket-no={ticketNo}>
      {load.status === 'failed' || drawFailed ? (
        <Alert
          severity="error"
          sx={{ textAlign: 'left' }}
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('tickets.retry')}
            </Button>
          }
        >
          {load.status === 'failed' && load.message ? messageText(load.message) : t('tickets.pass.failed')}
        </Alert>
      ) : (
        <Box
          sx={{
            width: QR_WIDTH,
            height: QR_WIDTH,
            mx: 'auto',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: load.status === 'ready' ? '#fff' : 'action.hover',
            opacity: expired ? 0.4 : 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {load.status === 'ready' && (
            <canvas ref={canvasRef} role="img" aria-label={label} style={{ display: 'block', width: QR_WIDTH, height: QR_WIDTH }} />
          )}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('tickets.pass.ticketNo', { ticketNo })}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere', mt: 0.5 }}
        data-testid="qr-pass-code"
      >
        {passCode}
      </Typography>
      {expired && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('tickets.statusNote.expired')}
        </Typography>
      )}
    </Box>
  );
}
