import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Voucher } from '../../generated/api/voucher';
import { useTranslation } from '../../i18n/use-translation';
import { useVouchers } from '../../queries/use-vouchers';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { VoucherDetails } from './VoucherDetails';

/** The Vouchers tab's filters, in the order shown: ready to use, used, expired. */
export const VOUCHER_FILTERS = ['available', 'applied', 'expired'] as const satisfies readonly Voucher['status'][];
export type VoucherFilter = (typeof VOUCHER_FILTERS)[number];

/** Unselected filters in the body text's colour, the chosen one filled: both readable (WCAG AA). */
const FILTER_SX = {
  textTransform: 'none',
  px: 0.5,
  color: 'text.primary',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/** The vouchers a filter shows, soonest expiry first (the latest first among expired ones). */
export function vouchersIn(items: readonly Voucher[], filter: VoucherFilter): Voucher[] {
  return items
    .filter((v) => v.status === filter)
    .sort((a, b) => (filter === 'expired' ? b.expiresAt - a.expiresAt : a.expiresAt - b.expiresAt));
}

/**
 * The Vouchers tab of My wallet (docs/vouchers-and-invitations.md#in-the-wallet): the customer's
 * collected vouchers filtered as ready to use, used or expired (each with its count), each with what
 * it gives, what it applies to, its expiry, its coupon code and, once used, on which booking or order.
 */
export function MyVouchers() {
  const { t } = useTranslation('wallet');
  const vouchers = useVouchers();
  const [filter, setFilter] = useState<VoucherFilter>('available');
  const sorted = vouchersIn(vouchers.items, filter);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="my-vouchers-title" data-testid="my-vouchers">
      <Typography id="my-vouchers-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('vouchers.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={filter}
        onChange={(_, next: VoucherFilter | null) => next && setFilter(next)}
        aria-label={t('vouchers.filter')}
        data-testid="voucher-filters"
      >
        {VOUCHER_FILTERS.map((f) => (
          <ToggleButton key={f} value={f} sx={FILTER_SX} data-filter={f}>
            {t(`vouchers.filters.${f}`, { count: vouchers.items.filter((v) => v.status === f).length })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {vouchers.status === 'loading' || vouchers.status === 'idle' ? (
        <SectionSkeleton height={120} />
      ) : vouchers.status === 'error' && vouchers.items.length === 0 ? (
        <Alert severity="error" action={<Button onClick={vouchers.reload}>{t('retry')}</Button>}>
          {t('vouchers.loadFailed')}
        </Alert>
      ) : vouchers.items.length === 0 ? (
        <Typography color="text.secondary" data-testid="my-vouchers-empty">
          {t('vouchers.empty')}
        </Typography>
      ) : sorted.length === 0 ? (
        <Typography color="text.secondary" data-testid="my-vouchers-none">
          {t(`vouchers.none.${filter}`)}
        </Typography>
      ) : (
        sorted.map((voucher) => (
          <Paper
            key={voucher.id}
            variant="outlined"
            sx={{ p: 2 }}
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
