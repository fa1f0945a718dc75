import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import { LinkButton } from '../../../../components/LinkButton';
import { useSiteLocale } from '../../../../tenant/use-site-locale';
import { useLayoutLinks } from '../../../../tenant/use-layout-links';
import { useTenant } from '../../../../tenant/use-tenant';
import { offerPeriod } from '../../../../lib/offer-period';
import { flatPassPrice } from '../../../../lib/offer-pass';
import { sentenceCase, useOfferTerms } from '../../../../tenant/use-offer-terms';
import type { PoolReplyState } from '../../../../queries/use-pool-reply';
import { offerQueryString } from '../../../../navigation/offer-query';
import { AvailabilityBadge } from './AvailabilityBadge';
import { useTenantText } from '../../../../tenant/use-tenant-text';
import { offerCardsFromConfig, offerCardsFromPool, type OfferCardData } from './offer-card-data';
import type { SectionProps } from '../section-props';
import { useSectionTitle } from '../use-section-title';

function OfferCard({ offer, bookHref }: { offer: OfferCardData; bookHref: string | null }) {
  const { t } = useTranslation('sections');
  const { money } = useSiteLocale();
  const terms = useOfferTerms();
  const { unit, count } = offerPeriod(offer.periodMinutes);
  // A flat pass is its price and its conditions, never 'per 13 hours' (docs/rules.md#offer-terms).
  const pass = terms.isFlatPass(offer, offer.conditions);
  const price = pass
    ? money(flatPassPrice(offer))
    : t('offers.price', {
        price: money(offer.pricePerPeriod),
        period: t(count === 1 ? `offers.period.single.${unit}` : `offers.period.multiple.${unit}`, { count }),
      });
  const conditions = terms.termsOf(offer.conditions);
  const soldOut = offer.availability?.kind === 'soldOut';
  const bookLabel = t('offers.bookNamed', { name: offer.name });
  return (
    <Card
      component="article"
      data-testid="offer-card"
      data-offer={offer.code}
      data-availability={offer.availability?.kind ?? 'unknown'}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {offer.name}
          </Typography>
          <AvailabilityBadge availability={offer.availability} />
        </Box>
        {offer.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {offer.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', mt: 1.5, alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.1rem' }} data-testid="offer-price">
              {price}
            </Typography>
            {conditions !== '' && (
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="offer-terms">
                {sentenceCase(conditions)}
              </Typography>
            )}
            {!pass && offer.dailyMaximum !== null && (
              <Typography variant="caption" color="text.secondary">
                {t('offers.dailyMaximum', { price: money(offer.dailyMaximum) })}
              </Typography>
            )}
          </Box>
          {bookHref &&
            (soldOut ? (
              <Button variant="contained" size="small" disabled aria-label={bookLabel}>
                {t('offers.book')}
              </Button>
            ) : (
              <LinkButton
                to={`${bookHref}${offerQueryString(offer.code)}`}
                variant="contained"
                size="small"
                aria-label={bookLabel}
              >
                {t('offers.book')}
              </LinkButton>
            ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The site's ticket offers, each with its price per period, what is left (the ticket pool) and a
 * 'Book' button. Until the pool has loaded (`pool` null: not asked yet), or when it cannot be, the
 * offers of the tenant config show without their stock.
 */
export function OffersView({ section, pool }: SectionProps & { pool: PoolReplyState | null }) {
  const { t } = useTranslation('sections');
  const { bundle } = useTenant();
  const text = useTenantText();
  const links = useLayoutLinks();
  const title = useSectionTitle(section, 'offers.title');
  const offers =
    pool?.status === 'ready'
      ? offerCardsFromPool(pool.result.list)
      : offerCardsFromConfig(bundle.site.offers ?? [], text);
  const bookHref = links.first(['daterange', 'daterange/home']);
  return (
    <Box component="section" aria-busy={pool === null || pool.status === 'loading'}>
      <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {offers.length === 0 ? (
        <Typography color="text.secondary">{t('offers.none')}</Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', gap: 1.5 }}
        >
          {offers.map((offer) => (
            <OfferCard key={offer.code} offer={offer} bookHref={bookHref} />
          ))}
        </Box>
      )}
    </Box>
  );
}
