import { useTranslation } from '../../../../i18n/use-translation';
import { StatusBadge } from '../../../../components/StatusBadge';
import type { OfferAvailability } from './offer-availability';

type Scarce = Exclude<OfferAvailability, { kind: 'available' }>;

/**
 * 'Only N left' or 'Sold out': words of the parking namespace, which the home page loads only
 * when an offer is scarce, and without waiting (nothing shows until they are there).
 */
function ScarcityBadge({ availability }: { availability: Scarce }) {
  const { t, ready } = useTranslation('parking', { useSuspense: false });
  if (!ready) return null;
  if (availability.kind === 'low')
    return <StatusBadge colour="primary" label={t('booking.offers.onlyLeft', { count: availability.left })} />;
  return <StatusBadge colour="error" label={t('booking.offers.soldOut')} />;
}

/**
 * 'Available', 'Only N left' or 'Sold out'. Without the pool (loading, or the call failed) it
 * says 'Available' as the config-only page always did.
 */
export function AvailabilityBadge({ availability }: { availability: OfferAvailability | null }) {
  const { t } = useTranslation('sections');
  if (availability === null || availability.kind === 'available') return <StatusBadge label={t('offers.available')} />;
  return <ScarcityBadge availability={availability} />;
}
