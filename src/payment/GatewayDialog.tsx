import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isDecisionFrom } from './gateway-message';

interface GatewayDialogProps {
  gatewayUrl: string;
  /** The gateway's page says the payer decided. */
  onDecided(): void;
  onClose(): void;
  /** The dialog's heading (default: the payment's). */
  title?: string;
}

/**
 * payUiType DIALOG: the gateway's hosted page, full screen, in a frame. The sandbox page posts
 * 'kerbside:payment-decided' to this window after a decision; the outcome itself always comes
 * from the server (svc/payStatus), never from the message.
 */
export function GatewayDialog({ gatewayUrl, onDecided, onClose, title }: GatewayDialogProps) {
  const { t } = useTranslation('parking');
  const frame = useRef<HTMLIFrameElement>(null);
  const decided = useRef(onDecided);
  useEffect(() => {
    decided.current = onDecided;
  }, [onDecided]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isDecisionFrom(event, window.location.origin, frame.current?.contentWindow ?? null)) decided.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="payment-gateway-title">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="payment-gateway-title" component="h2" variant="h6">
          {title ?? t('payment.step.gatewayTitle')}
        </Typography>
        <Button onClick={onClose}>{t('payment.step.close')}</Button>
      </Box>
      <Box
        component="iframe"
        ref={frame}
        src={gatewayUrl}
        title={t('payment.step.gatewayFrame')}
        sx={{ flex: 1, width: '100%', border: 0, display: 'block' }}
      />
    </Dialog>
  );
}
