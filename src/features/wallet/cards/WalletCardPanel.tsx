import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { QrCode } from '../../../components/qr/QrCode';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { Message } from '../../../protocol/message';
import type { WalletCard } from '../../../generated/api/wallet-card';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useExpiryDay } from '../use-expiry-day';

/** CSS pixels of a card's QR code in the list (the full-screen one is on My QR code). */
export const CARD_QR_WIDTH = 160;

export interface WalletCardActions {
  topUp?: () => void;
  /** Opens the programme's rewards; absent when the programme has none. */
  rewards?: () => void;
  history: () => void;
  pin: () => void;
  remove: () => void;
  /** Downloads the card's Apple Wallet pass; absent where the site does not offer passes. */
  addToWallet?: () => void;
}

/** One wallet card: name, kind, masked number, balance or points, expiry, QR code and its actions. */
export function WalletCardPanel({
  card,
  name,
  canTopUp,
  actions,
  passBusy = false,
  passMessage = null,
}: {
  card: WalletCard;
  name: string;
  canTopUp: boolean;
  actions: WalletCardActions;
  passBusy?: boolean;
  passMessage?: Message | null;
}) {
  const { t } = useTranslation('wallet');
  const { money } = useSiteLocale();
  const expiry = useExpiryDay()(card.expiresOn);
  const storedValue = card.kind === 'stored-value';
  return (
    <Card variant="outlined" data-testid="wallet-card" data-card-id={card.cardId} data-kind={card.kind}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Chip size="small" label={t(`kind.${card.kind}`)} color={storedValue ? 'primary' : 'default'} />
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="wallet-card-number">
            {t('card.number')}: {card.cardNumber}
          </Typography>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            {storedValue && (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t('card.balance')}
                </Typography>
                <Typography variant="h5" data-testid="wallet-card-balance">
                  {money(card.balance)}
                </Typography>
              </Box>
            )}
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('card.points')}
              </Typography>
              <Typography variant={storedValue ? 'h6' : 'h5'} data-testid="wallet-card-points">
                {card.points}
              </Typography>
            </Box>
          </Stack>
          <Typography variant="body2" color={card.expired ? 'error' : 'text.secondary'}>
            {card.expired ? t('card.expired', { date: expiry }) : t('card.expires', { date: expiry })}
          </Typography>
          <QrCode payload={card.qrCode} width={CARD_QR_WIDTH} label={t('card.qrLabel', { number: card.cardNumber })} />
          {storedValue && !card.pinSet && (
            <Typography variant="body2" color="warning.main">
              {t('card.noPin')}
            </Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {storedValue && canTopUp && actions.topUp && (
              <Button variant="contained" onClick={actions.topUp} disabled={card.expired}>
                {t('actions.topUp')}
              </Button>
            )}
            {actions.rewards && (
              <Button
                variant="outlined"
                onClick={actions.rewards}
                disabled={card.expired}
                data-testid="wallet-card-rewards"
              >
                {t('actions.rewards')}
              </Button>
            )}
            <Button variant="outlined" onClick={actions.history}>
              {t('actions.history')}
            </Button>
            <Button variant="outlined" onClick={actions.pin}>
              {card.pinSet ? t('actions.changePin') : t('actions.setPin')}
            </Button>
            <Button color="error" onClick={actions.remove}>
              {t('actions.delete')}
            </Button>
            {actions.addToWallet && (
              // Shown where the site's addWallet is 1 and the tenant can sign passes (docs/wallet.md#passes).
              <Button
                variant="outlined"
                onClick={actions.addToWallet}
                disabled={passBusy}
                data-testid="add-to-apple-wallet"
              >
                {t('actions.addToWallet')}
              </Button>
            )}
          </Stack>
          <MessageAlert message={passMessage} />
        </Stack>
      </CardContent>
    </Card>
  );
}
