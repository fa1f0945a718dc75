import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { contentImageUrl } from '../../../components/site-content/content-text';
import { RouterLink } from '../../../components/RouterLink';
import { useTranslation } from '../../../i18n/use-translation';
import { layoutHref } from '../../../lib/route-table';
import { useSiteConfiguration } from '../../../queries/use-site-content';
import { useSession } from '../../../session/use-session';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useTenant } from '../../../tenant/use-tenant';

/**
 * The company site's parts an admin sets with configurations (docs/admin.md#configuration-effects).
 * Each shows only while its configuration is published with the right value type.
 */

/** heroImage: the picture at the top of the company site. */
export function PublishedHeroImage() {
  const { bundle } = useTenant();
  const { heroImage } = useSiteConfiguration();
  // A picture that fails to load hides itself; a newly published one gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!heroImage) return null;
  const src = contentImageUrl(heroImage, bundle.tenant.id);
  if (failedSrc === src) return null;
  return (
    <Box
      component="img"
      data-testid="site-hero-image"
      src={src}
      alt={bundle.tenant.branding.name}
      onError={() => setFailedSrc(src)}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 5',
        // A banner, not a poster: on a desktop it leaves the carousel and heading in view.
        maxHeight: 220,
        // Clear of the app bar's shadow, as a screen's heading is.
        mt: 2,
        mb: 2,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}

/** tagline: a line under the company site's heading. */
export function PublishedTagline() {
  const { tagline } = useSiteConfiguration();
  if (!tagline) return null;
  return (
    <Typography data-testid="site-tagline" color="text.secondary" sx={{ mt: -0.5 }}>
      {tagline}
    </Typography>
  );
}

/** freeMinutes, dayMaximumDollars, evRateCentsPerKwh: the company site's prices box. */
export function PublishedPrices() {
  const { t } = useTranslation('sections');
  const { money } = useSiteLocale();
  const { freeMinutes, dayMaximumDollars, evRateCentsPerKwh } = useSiteConfiguration();
  const lines = [
    freeMinutes !== undefined && t('content.prices.freeMinutes', { count: freeMinutes }),
    // The configuration is in whole units of the tenant's currency; money() takes minor units.
    dayMaximumDollars !== undefined &&
      t('content.prices.dayMaximum', { price: money(Math.round(dayMaximumDollars * 100)) }),
    evRateCentsPerKwh !== undefined && t('content.prices.evRate', { cents: evRateCentsPerKwh }),
  ].filter((line): line is string => typeof line === 'string');
  if (lines.length === 0) return null;
  return (
    <Card component="section" data-testid="site-prices" aria-labelledby="site-prices-title" sx={{ p: 2 }}>
      <Typography id="site-prices-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('content.prices.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
    </Card>
  );
}

/** showMembersBanner: an invitation to sign up, for visitors not signed in. */
export function PublishedMembersBanner() {
  const { t } = useTranslation('sections');
  const { bundle, layout } = useTenant();
  const { status } = useSession();
  const { showMembersBanner } = useSiteConfiguration();
  if (showMembersBanner !== true || status === 'loggedIn') return null;
  return (
    <Card
      component="section"
      data-testid="site-members-banner"
      aria-labelledby="site-members-title"
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box sx={{ flex: '1 1 14rem' }}>
        <Typography id="site-members-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('content.members.title', { brand: bundle.tenant.branding.name })}
        </Typography>
        <Typography>{t('content.members.text')}</Typography>
      </Box>
      <Button
        component={RouterLink}
        to={layoutHref(layout, bundle.shop, 'signup')}
        variant="contained"
        color="inherit"
        sx={{ color: 'primary.main' }}
      >
        {t('content.members.action')}
      </Button>
    </Card>
  );
}

/** What goes under the company site's heading: the tagline, the members banner and the prices box. */
export function PublishedUnderHeading() {
  return (
    <>
      <PublishedTagline />
      <PublishedMembersBanner />
      <PublishedPrices />
    </>
  );
}
