import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessageText } from '../../../messages/use-message-text';
import { QR_WIDTH, usePassQr } from './use-pass-qr';

/** One pass: its QR code (the payload qrcode/gen answers, drawn by usePassQr), pass code and ticket no. */
export function PassQrCode({
  passCode,
  ticketNo,
  expiresAt,
  expired = false,
  plate = '',
}: {
  passCode: string;
  ticketNo: string;
  expiresAt: number;
  expired?: boolean;
  /** The vehicle's plate booked for ('' for none): the gate staff read it beside the code. */
  plate?: string;
}) {
  const { t } = useTranslation('parking');
  const messageText = useMessageText();
  const qr = usePassQr(passCode, expiresAt);
  const label = t('tickets.pass.qrLabel', { ticketNo });
  return (
    <Box
      sx={{ textAlign: 'center' }}
      data-testid="qr-pass"
      data-ticket-no={ticketNo}
      data-offline={qr.savedAt !== null ? 'true' : undefined}
    >
      {qr.failed ? (
        <Alert
          severity="error"
          sx={{ textAlign: 'left' }}
          action={
            <Button color="inherit" size="small" onClick={qr.retry}>
              {t('tickets.retry')}
            </Button>
          }
        >
          {qr.failure ? messageText(qr.failure) : t('tickets.pass.failed')}
        </Alert>
      ) : (
        <Box
          sx={{
            width: QR_WIDTH,
            height: QR_WIDTH,
            mx: 'auto',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: qr.ready ? '#fff' : 'action.hover',
            opacity: expired ? 0.4 : 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {qr.ready && (
            <canvas
              ref={qr.canvasRef}
              role="img"
              aria-label={label}
              style={{ display: 'block', width: QR_WIDTH, height: QR_WIDTH }}
            />
          )}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('tickets.pass.ticketNo', { ticketNo })}
      </Typography>
      {plate !== '' && (
        <Typography variant="body1" sx={{ mt: 0.5, fontWeight: 700, letterSpacing: 1 }} data-testid="pass-plate">
          {t('tickets.pass.plate', { plate })}
        </Typography>
      )}
      {expired && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('tickets.statusNote.expired')}
        </Typography>
      )}
    </Box>
  );
}
