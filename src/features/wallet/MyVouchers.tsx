import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Voucher } from '../../generated/api/voucher';
import { useTranslation } from '../../i18n/use-translation';
import { useVouchers } from '../../queries/use-vouchers';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { VoucherDetails } from './VoucherDetails';

/** Ready to use first, then used, then expired; each soonest expiry first. */
const ORDER: Record<Voucher['status'], number> = { available: 0, applied: 1, expired: 2 };

/**
 * The customer's collected vouchers in My wallet (docs/vouchers-and-invitations.md#in-the-wallet):
 * each with what it gives, what it applies to, its expiry, its coupon code and whether it is ready
 * to use, used (on which booking or order) or expired.
 */
export function MyVouchers() {
  const { t } = useTranslation('wallet');
  const vouchers = useVouchers();
  const sorted = [...vouchers.items].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.expiresAt - b.expiresAt);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="my-vouchers-title" data-testid="my-vouchers">
      <Typography id="my-vouchers-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('vouchers.title')}
      </Typography>
      {vouchers.status === 'loading' || vouchers.status === 'idle' ? (
        <SectionSkeleton height={120} />
      ) : vouchers.status === 'error' && sorted.length === 0 ? (
        <Alert severity="error" action={<Button onClick={vouchers.reload}>{t('retry')}</Button>}>
          {t('vouchers.loadFailed')}
        </Alert>
      ) : sorted.length === 0 ? (
        <Typography color="text.secondary" data-testid="my-vouchers-empty">
          {t('vouchers.empty')}
        </Typography>
      ) : (
        sorted.map((voucher) => (
          <Paper
            key={voucher.id}
            variant="outlined"
            sx={{ p: 2, opacity: voucher.status === 'available' ? 1 : 0.75 }}
            data-testid="my-voucher"
            data-status={voucher.status}
          >
            <Stack spacing={1}>
              <Chip
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                color={voucher.status === 'available' ? 'success' : 'default'}
                label={
                  voucher.status === 'applied' && voucher.appliedTo
                    ? t('vouchers.usedOn', { reference: voucher.appliedTo })
                    : t(`vouchers.status.${voucher.status}`)
                }
              />
              <VoucherDetails voucher={voucher} couponCode={voucher.couponCode} />
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
