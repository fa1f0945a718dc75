import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { QrCode } from '../../components/qr/QrCode';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { useRequireLogin } from '../../session/use-require-login';
import { useMyWallet } from './use-my-wallet';

/** Largest code side, CSS pixels; on a narrow phone the code takes the width less a margin. */
const MAX_QR = 320;

/**
 * my/qrcode/home (app layout): the customer's member code full screen, dark on white and large so a
 * scanner reads it at any brightness; several cards: one at a time.
 */
export default function MyQrCodeScreen() {
  const { t } = useTranslation('wallet');
  const session = useRequireLogin();
  const wallet = useMyWallet(session.status === 'loggedIn');
  const [chosen, setChosen] = useState(0);
  const width = typeof window === 'undefined' ? MAX_QR : Math.min(MAX_QR, window.innerWidth - 48);
  const card = wallet.cards[Math.min(chosen, wallet.cards.length - 1)];
  return (
    <Box
      sx={{ bgcolor: '#fff', color: '#000', minHeight: '70vh', py: 3, px: 2, textAlign: 'center' }}
      data-testid="my-qr-code"
    >
      <Typography variant="h5" component="h1" sx={{ mb: 2, color: '#000' }}>
        {t('qr.title')}
      </Typography>
      {session.status !== 'loggedIn' || wallet.status === 'loading' ? (
        <SectionSkeleton height={width} />
      ) : !card ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>{t('qr.none')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {wallet.cards.length > 1 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={chosen}
              onChange={(_, value: number | null) => value !== null && setChosen(value)}
              aria-label={t('qr.card')}
            >
              {wallet.cards.map((c, i) => (
                <ToggleButton key={c.cardId} value={i}>
                  {wallet.nameOf(c)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <QrCode payload={card.qrCode} width={width} label={t('card.qrLabel', { number: card.cardNumber })} />
          <Typography variant="h6" sx={{ color: '#000', letterSpacing: 1 }}>
            {wallet.nameOf(card)}
          </Typography>
          <Typography sx={{ color: '#000', fontFamily: 'monospace', fontSize: 18 }}>{card.cardNumber}</Typography>
          <Typography variant="body2" sx={{ color: '#333', maxWidth: 360 }}>
            {t('qr.hint')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
