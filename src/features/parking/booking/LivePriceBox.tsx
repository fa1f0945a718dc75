import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import type { LivePrice } from './use-date-range-form';

/**
 * The price of the choice as it changes (docs/rules.md#live-price): the last price stays while the
 * next loads, dimmed with a small spinner, so nothing jumps; or why the choice has no price.
 */
export function LivePriceBox({ price }: { price: LivePrice }) {
  const { t } = useTranslation('parking');
  const { money } = useSiteLocale();
  const pending = price.kind === 'loading' || (price.kind === 'price' && price.pending);
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy={pending}
      data-testid="live-price"
      data-state={price.kind === 'price' ? (price.pending ? 'pending' : 'priced') : price.kind}
      sx={{
        minHeight: 56,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      {price.kind === 'problem' ? (
        <Typography variant="body2" color="text.secondary" data-testid="live-price-problem">
          {price.text}
        </Typography>
      ) : (
        <>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('booking.dateRange.price')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('booking.dateRange.priceNote')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
            {pending && <CircularProgress size={14} aria-label={t('booking.dateRange.pricing')} />}
            <Typography
              component="span"
              data-testid="live-price-total"
              sx={{
                fontWeight: 700,
                fontSize: '1.25rem',
                color: 'primary.main',
                opacity: pending ? 0.55 : 1,
                transition: 'opacity 120ms',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {price.kind === 'price' ? money(price.total) : '—'}
            </Typography>
          </Box>
        </>
      )}
    </Box>
  );
}
