import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pointsShort } from '../../../../flows/wallet/reward-redeem.machine';
import { LinkButton } from '../../../components/LinkButton';
import type { RewardRedemption } from '../../../generated/api/promotion-reward-redeem.response';
import type { WalletReward } from '../../../generated/tenant';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageAlert } from '../../../messages/MessageAlert';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import { useRewardRedeem } from '../use-reward-redeem';
import { useVoucherDiscountText } from '../VoucherDetails';

/** My wallet's Vouchers tab, where a voucher reward goes. */
const VOUCHERS_TAB = { search: '?tab=vouchers' } as const;

export interface RewardsDialogProps {
  cardId: string;
  /** The card's name, for the title. */
  name: string;
  points: number;
  rewards: readonly WalletReward[];
  /** The name of the stored-value card a credit reward goes to. */
  creditCardName: string;
  onClose: () => void;
}

/**
 * Spend a card's points on a reward (docs/wallet.md#rewards): the programme's rewards with their
 * price and what they give, one the points do not cover shown but disabled; then the confirmation,
 * and what the reward gave (the voucher under Vouchers, or the stored-value card's new balance).
 */
export function RewardsDialog(props: RewardsDialogProps) {
  const { t } = useTranslation('wallet');
  const { snapshot, send } = useRewardRedeem(props);
  const state = String(snapshot.value);
  const { chosen, message } = snapshot.context;
  const reward = chosen === null ? undefined : props.rewards.find((r) => r.code === chosen.code);
  const busy = snapshot.hasTag('processing');
  // Past the list, the way out is back to it (Escape or a tap outside still close, except while redeeming).
  const stepBack = ['preparing', 'confirming', 'redeeming', 'failed', 'refused'].includes(state);
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="wallet-rewards-title"
      // A phone of 320 px keeps 16 px each side, not 32: the rewards' names need the width.
      sx={{
        '& .MuiDialog-paper': { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } },
      }}
    >
      <DialogTitle id="wallet-rewards-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('rewards.title', { name: props.name })}
      </DialogTitle>
      <DialogContent>
        {state === 'choosing' && (
          <Stack spacing={1.5} sx={{ pt: 1 }} data-testid="wallet-rewards">
            <Typography data-testid="wallet-rewards-points">
              {t('rewards.have', { count: snapshot.context.points })}
            </Typography>
            <MessageAlert message={message} />
            {props.rewards.map((r) => (
              <RewardItem
                key={r.code}
                reward={r}
                short={pointsShort(snapshot.context.points, r)}
                creditCardName={props.creditCardName}
                canChoose={snapshot.can({ type: 'CHOOSE', reward: r.code })}
                onChoose={() => send({ type: 'CHOOSE', reward: r.code })}
              />
            ))}
          </Stack>
        )}
        {reward && ['preparing', 'confirming', 'redeeming', 'failed'].includes(state) && (
          <Stack spacing={1.5} sx={{ pt: 1 }} data-testid="wallet-reward-confirm">
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <RewardName reward={reward} mode="confirm" />
            </Typography>
            <RewardGift reward={reward} creditCardName={props.creditCardName} />
            <Typography color="text.secondary">
              {t('rewards.left', { count: Math.max(0, snapshot.context.points - reward.points) })}
            </Typography>
            {busy && <Typography role="status">{t('rewards.redeeming')}</Typography>}
            <MessageAlert message={message} />
          </Stack>
        )}
        {state === 'refused' && (
          <Stack spacing={1.5} sx={{ pt: 1 }} data-testid="wallet-reward-refused">
            <MessageAlert message={message} />
          </Stack>
        )}
        {state === 'redeemed' && reward && (
          <RedeemedView
            reward={reward}
            points={snapshot.context.points}
            redemption={snapshot.context.redemption}
            creditCardName={props.creditCardName}
            onClose={props.onClose}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {stepBack && (
          <Button onClick={() => send({ type: 'BACK' })} disabled={!snapshot.can({ type: 'BACK' })}>
            {t('rewards.back')}
          </Button>
        )}
        {reward && ['preparing', 'confirming', 'redeeming'].includes(state) && (
          <Button
            variant="contained"
            onClick={() => send({ type: 'CONFIRM' })}
            disabled={!snapshot.can({ type: 'CONFIRM' })}
            data-testid="wallet-reward-spend"
          >
            {t('rewards.spend', { count: reward.points })}
          </Button>
        )}
        {state === 'failed' && (
          <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
            {t('rewards.retry')}
          </Button>
        )}
        {!stepBack && <Button onClick={props.onClose}>{t('actions.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
}

/** The reward's name; in the confirmation, the question 'Spend 50 points on $5 off your next stay?'. */
function RewardName({ reward, mode }: { reward: WalletReward; mode: 'plain' | 'confirm' }) {
  const { t } = useTranslation('wallet');
  const text = useTenantText();
  const name = text(reward.name);
  return <>{mode === 'confirm' ? t('rewards.confirm', { count: reward.points, name }) : name}</>;
}

/** What the reward gives: a voucher's discount, or the amount credited to the stored-value card. */
function RewardGift({ reward, creditCardName }: { reward: WalletReward; creditCardName: string }) {
  const { t } = useTranslation('wallet');
  const { money } = useSiteLocale();
  const { bundle } = useTenant();
  const discountText = useVoucherDiscountText();
  const campaign = bundle.tenant.vouchers?.find((v) => v.code === reward.voucher);
  const gift =
    reward.credit !== undefined
      ? t('rewards.givesCredit', { amount: money(reward.credit), card: creditCardName })
      : campaign
        ? t('rewards.givesVoucher', { what: discountText(campaign.discount) })
        : t('rewards.givesVoucherPlain');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {gift}
    </Typography>
  );
}

/** One reward of the list: its name, what it gives, its price, and the button to take it (disabled, with why, when the points fall short). */
function RewardItem({
  reward,
  short,
  creditCardName,
  canChoose,
  onChoose,
}: {
  reward: WalletReward;
  short: number;
  creditCardName: string;
  canChoose: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const shortId = `wallet-reward-short-${reward.code}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      data-testid="wallet-reward"
      data-reward={reward.code}
      data-affordable={short === 0}
    >
      <Stack spacing={0.5}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <RewardName reward={reward} mode="plain" />
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="wallet-reward-cost">
          {t('rewards.cost', { count: reward.points })}
        </Typography>
        <RewardGift reward={reward} creditCardName={creditCardName} />
        <Box sx={{ pt: 0.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant={canChoose ? 'contained' : 'outlined'}
            size="small"
            disabled={!canChoose}
            onClick={onChoose}
            aria-describedby={short > 0 ? shortId : undefined}
          >
            {t('rewards.spend', { count: reward.points })}
          </Button>
          {short > 0 && (
            <Typography id={shortId} variant="body2" color="text.secondary" data-testid="wallet-reward-short">
              {t('rewards.short', { count: short })}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/** What the reward gave: the voucher and where it is, or the credit and the card's new balance. */
function RedeemedView({
  reward,
  points,
  redemption,
  creditCardName,
  onClose,
}: {
  reward: WalletReward;
  points: number;
  redemption: RewardRedemption | null;
  creditCardName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { money } = useSiteLocale();
  const text = useTenantText();
  const credit = redemption?.credit;
  return (
    <Stack spacing={1.5} sx={{ pt: 1 }} data-testid="wallet-reward-redeemed">
      <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {credit
          ? t('rewards.doneCredit', {
              amount: money(credit.amount),
              card: creditCardName,
              balance: money(credit.balance),
            })
          : t('rewards.doneVoucher', { name: text(reward.name) })}
      </Alert>
      <Typography data-testid="wallet-reward-points-left">{t('rewards.pointsLeft', { count: points })}</Typography>
      {!credit && (
        <Box>
          <LinkButton to={VOUCHERS_TAB} variant="outlined" onClick={onClose} data-testid="wallet-reward-vouchers">
            {t('rewards.seeVouchers')}
          </LinkButton>
        </Box>
      )}
    </Stack>
  );
}
