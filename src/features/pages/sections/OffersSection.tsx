import { lazy } from 'react';
import { WithQueries } from '../../../queries/WithQueries';
import { OffersView } from './offers/OffersView';
import type { SectionProps } from './section-props';

// The ticket pool's reader, with the query layer: not part of a home's first download.
const LiveOffers = lazy(() => import('./offers/LiveOffers'));

/**
 * The site's ticket offers (OffersView). The tenant config's offers show at once; what is left of
 * each follows from the ticket pool once the query layer is there: at once on a screen that loaded
 * it, after the page has settled on a home (docs/architecture.md#server-reads).
 */
export default function OffersSection({ section }: SectionProps) {
  return (
    <WithQueries fallback={<OffersView section={section} pool={null} />}>
      <LiveOffers section={section} />
    </WithQueries>
  );
}
