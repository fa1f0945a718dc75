import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { ProcessingPanel } from '../../components/ProcessingPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import type { SavedCard } from '../../generated/api/saved-card';
import { MessageAlert } from '../../messages/MessageAlert';
import { GatewayDialog } from '../../payment/GatewayDialog';
import { useRequireLogin } from '../../session/use-require-login';
import { useMyCards, type MyCards } from './use-my-cards';

/** mycards: the customer's saved payment cards: add one through the gateway's page, set the default, delete. */
export default function MyCardsScreen() {
  const { t } = useTranslation('membership');
  const session = useRequireLogin();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('cards.title')}</ScreenHeading>
      {session.status === 'loggedIn' ? <MyCardsBody /> : <SectionSkeleton height={240} />}
    </Box>
  );
}

function MyCardsBody() {
  const { t } = useTranslation('membership');
  const view = useMyCards();
  const { cards, add } = view;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('cards.lead')}</Typography>
      {cards.status === 'loading' && <SectionSkeleton height={120} />}
      {cards.status === 'error' && (
        <Alert severity="error" action={<Button onClick={cards.reload}>{t('cards.retry')}</Button>}>
          {t('cards.loadFailed')}
        </Alert>
      )}
      {cards.status === 'ready' && cards.items.length === 0 && (
        <Alert severity="info" data-testid="cards-empty">
          {t('cards.empty')}
        </Alert>
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('cards.title')}>
        {cards.items.map((card) => (
          <SavedCardItem key={card.id} card={card} view={view} />
        ))}
      </Stack>
      <MessageAlert message={view.message} />
      <AddCardPanel view={view} />
      {add.gatewayUrl !== null && (
        <GatewayDialog
          gatewayUrl={add.gatewayUrl}
          title={t('cards.entryTitle')}
          onDecided={add.returned}
          onClose={add.closed}
        />
      )}
      <Dialog open={view.deleting !== null} onClose={() => view.askDelete(null)} aria-labelledby="delete-card-title">
        <DialogTitle id="delete-card-title">
          {t('cards.deleteConfirm', { number: view.deleting?.maskedNumber ?? '' })}
        </DialogTitle>
        <DialogActions>
          <Button onClick={() => view.askDelete(null)}>{t('cards.cancel')}</Button>
          <Button color="error" onClick={() => void view.confirmDelete()}>
            {t('cards.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function SavedCardItem({ card, view }: { card: SavedCard; view: MyCards }) {
  const { t } = useTranslation('membership');
  return (
    <Card component="li" variant="outlined" data-testid="saved-card">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>
            {card.brand} {card.maskedNumber}
          </Typography>
          {card.isDefault && <Chip size="small" color="primary" label={t('cards.default')} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {card.holder} ·{' '}
          {t('cards.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear })}
        </Typography>
      </CardContent>
      <CardActions sx={{ pt: 0, flexWrap: 'wrap' }}>
        {!card.isDefault && (
          <Button size="small" onClick={() => void view.makeDefault(card)}>
            {t('cards.makeDefault')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          onClick={() => view.askDelete(card)}
          aria-label={`${t('cards.delete')} ${card.maskedNumber}`}
        >
          {t('cards.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

function AddCardPanel({ view }: { view: MyCards }) {
  const { t } = useTranslation('membership');
  const { add, cards } = view;
  if (add.busy || add.step === 'awaitingPayer') return <ProcessingPanel text={t('cards.adding')} />;
  return (
    <Stack spacing={1.5}>
      {add.step === 'saved' && (
        <Alert severity="success" role="status">
          {t('cards.saved')}
        </Alert>
      )}
      {add.step === 'unconfirmed' && (
        <Alert
          severity="warning"
          action={
            <>
              <Button onClick={add.checkAgain}>{t('cards.checkAgain')}</Button>
              <Button onClick={add.dismiss}>{t('cards.dismiss')}</Button>
            </>
          }
        >
          {t('cards.unconfirmed')}
        </Alert>
      )}
      <MessageAlert message={add.message} />
      {add.canAdd && (
        <Button variant="contained" onClick={add.start} sx={{ alignSelf: 'flex-start' }}>
          {cards.items.length === 0 ? t('cards.add') : t('cards.addAnother')}
        </Button>
      )}
    </Stack>
  );
}
