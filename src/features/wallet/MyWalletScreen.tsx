import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { FullWidthTabs } from '../../components/FullWidthTabs';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { programmeName } from '../../lib/wallet-rules';
import { MessageAlert } from '../../messages/MessageAlert';
import { useRequireLogin } from '../../session/use-require-login';
import { HistoryDialog } from './cards/HistoryDialog';
import { PinDialog } from './cards/PinDialog';
import { RewardsDialog } from './cards/RewardsDialog';
import { TopUpDialog } from './cards/TopUpDialog';
import { WalletCardPanel } from './cards/WalletCardPanel';
import { MyVouchers } from './MyVouchers';
import { useMyWallet, type MyWalletView } from './use-my-wallet';

/** ?topup={txn}: back from a REDIRECT gateway with this top-up to confirm. */
const TOP_UP_PARAM = 'topup';
/** ?tab=vouchers: the tab shown; cards without it. */
const TAB_PARAM = 'tab';
const TABS = ['cards', 'vouchers'] as const;
type WalletTab = (typeof TABS)[number];

/** mywallet: the customer's loyalty and stored-value cards (docs/wallet.md). */
export default function MyWalletScreen() {
  const { t } = useTranslation('wallet');
  const session = useRequireLogin();
  const wallet = useMyWallet(session.status === 'loggedIn');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('title')}</ScreenHeading>
      {session.status !== 'loggedIn' || wallet.status === 'loading' ? (
        <SectionSkeleton height={280} />
      ) : (
        <WalletBody wallet={wallet} />
      )}
    </Box>
  );
}

function WalletBody({ wallet }: { wallet: MyWalletView }) {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const [resumeTxn] = useState(() => params.get(TOP_UP_PARAM) ?? undefined);
  const [resuming, setResuming] = useState(resumeTxn !== undefined);
  if (wallet.status === 'failed') {
    return (
      <Alert severity="error" action={<Button onClick={wallet.reload}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  }
  const { dialog } = wallet;
  const storedValueProgramme = wallet.programmes.find((p) => p.kind === 'stored-value');
  const resumedCard = wallet.cards.find((c) => c.kind === 'stored-value');
  const asked = params.get(TAB_PARAM);
  const tab: WalletTab = TABS.find((x) => x === asked) ?? 'cards';
  const showTab = (next: WalletTab) => {
    if (next === 'cards') params.delete(TAB_PARAM);
    else params.set(TAB_PARAM, next);
    setParams(params, { replace: true });
  };
  return (
    <Stack spacing={2} data-testid="my-wallet">
      <FullWidthTabs
        value={tab}
        onChange={showTab}
        aria-label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
        tabs={TABS.map((x) => ({
          value: x,
          label: t(`tabs.${x}`),
          id: `wallet-tab-${x}`,
          panelId: `wallet-panel-${x}`,
        }))}
      />
      <Stack spacing={2} role="tabpanel" id={`wallet-panel-${tab}`} aria-labelledby={`wallet-tab-${tab}`}>
        {tab === 'vouchers' ? (
          <MyVouchers />
        ) : wallet.cards.length === 0 ? (
          <EmptyWallet wallet={wallet} />
        ) : (
          wallet.cards.map((card) => {
            const rules = wallet.programmeOf(card)?.topUp;
            const rewards = wallet.programmeOf(card)?.rewards ?? [];
            return (
              <WalletCardPanel
                key={card.cardId}
                card={card}
                name={wallet.nameOf(card)}
                canTopUp={rules !== undefined}
                actions={{
                  ...(rules ? { topUp: () => wallet.open('topUp', card) } : {}),
                  ...(rewards.length > 0 ? { rewards: () => wallet.open('rewards', card) } : {}),
                  history: () => wallet.open('history', card),
                  pin: () => wallet.open('pin', card),
                  remove: () => wallet.open('delete', card),
                  ...(wallet.walletPass ? { addToWallet: () => void wallet.addToWallet(card) } : {}),
                }}
                passBusy={wallet.passBusy === card.cardId}
                passMessage={wallet.passMessage?.cardId === card.cardId ? wallet.passMessage.message : null}
              />
            );
          })
        )}
      </Stack>
      {dialog?.kind === 'topUp' && wallet.programmeOf(dialog.card)?.topUp && (
        <TopUpDialog
          name={wallet.nameOf(dialog.card)}
          cardId={dialog.card.cardId}
          balance={dialog.card.balance}
          rules={wallet.programmeOf(dialog.card)?.topUp ?? { presets: [1], minimum: 1, maximum: 1 }}
          onCredited={wallet.reload}
          onClose={wallet.close}
        />
      )}
      {resuming && resumeTxn && storedValueProgramme?.topUp && (
        <TopUpDialog
          name={resumedCard ? wallet.nameOf(resumedCard) : programmeName(storedValueProgramme, wallet.language)}
          cardId={resumedCard?.cardId ?? ''}
          balance={resumedCard?.balance ?? 0}
          rules={storedValueProgramme.topUp}
          resumeTxn={resumeTxn}
          onCredited={wallet.reload}
          onClose={() => {
            setResuming(false);
            params.delete(TOP_UP_PARAM);
            setParams(params, { replace: true });
          }}
        />
      )}
      {dialog?.kind === 'rewards' && (
        <RewardsDialog
          cardId={dialog.card.cardId}
          name={wallet.nameOf(dialog.card)}
          points={dialog.card.points}
          rewards={wallet.programmeOf(dialog.card)?.rewards ?? []}
          creditCardName={wallet.creditCardNameOf(dialog.card)}
          onClose={wallet.close}
        />
      )}
      {dialog?.kind === 'history' && (
        <HistoryDialog cardId={dialog.card.cardId} name={wallet.nameOf(dialog.card)} onClose={wallet.close} />
      )}
      {dialog?.kind === 'pin' && (
        <PinDialog
          cardId={dialog.card.cardId}
          pinSet={dialog.card.pinSet}
          onChanged={wallet.reload}
          onClose={wallet.close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Dialog open onClose={wallet.close} aria-labelledby="wallet-delete-title">
          <DialogTitle id="wallet-delete-title">{t('delete.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography>
                {t('delete.body', { name: wallet.nameOf(dialog.card), number: dialog.card.cardNumber })}
              </Typography>
              <MessageAlert message={wallet.deleteMessage} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={wallet.close}>{t('actions.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={wallet.deleting}
              onClick={() => void wallet.confirmDelete()}
            >
              {t('delete.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}

/** No card yet: how each of the tenant's programmes is got (sign-up, invitation, counter). */
function EmptyWallet({ wallet }: { wallet: MyWalletView }) {
  const { t } = useTranslation('wallet');
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="wallet-empty">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('empty.title')}
      </Typography>
      {wallet.programmes.length === 0 ? (
        <Typography color="text.secondary">{t('empty.noProgrammes')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary">{t('empty.how')}</Typography>
          <List dense>
            {wallet.programmes.flatMap((p) =>
              p.issue.map((channel) => (
                <ListItem key={`${p.code}-${channel}`} disableGutters>
                  <Typography variant="body2">
                    {t(`how.${channel}`, { name: programmeName(p, wallet.language) })}
                  </Typography>
                </ListItem>
              )),
            )}
          </List>
        </>
      )}
    </Paper>
  );
}
