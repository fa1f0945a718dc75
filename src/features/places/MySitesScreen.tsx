import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { usedSites } from '../../lib/customer-places';
import { firstRouteOf, layoutHref } from '../../lib/route-table';
import { useRequireLogin } from '../../session/use-require-login';
import { useSiteTime } from '../../tenant/use-site-time';
import { useTenant } from '../../tenant/use-tenant';
import { useMyBookings } from './use-my-bookings';

/**
 * mysites (docs/customer-places.md#my-sites): the sites the customer has pre-paid at, most recent
 * first, each with its address, how often and when last, and quick booking there; without any,
 * the tenant's sites to start from.
 */
export default function MySitesScreen() {
  const { t } = useTranslation(['places', 'screens']);
  const session = useRequireLogin();
  const bookings = useMyBookings();
  const { bundle, layout } = useTenant();
  const { date } = useSiteTime();
  const book = firstRouteOf(layout, ['site', 'home']);
  const used = useMemo(() => usedSites(bookings.items), [bookings.items]);
  const sitesByCode = new Map(bundle.tenant.sites.map((s) => [s.siteId, s]));
  const cards =
    used.length > 0
      ? used.map((u) => ({
          key: u.siteId,
          site: sitesByCode.get(u.siteId),
          name: u.lotName,
          shopCode: u.shopCode,
          detail: `${t('sites.bookings', { count: u.bookings })} · ${t('sites.last', { date: date(u.lastEntry) })}`,
          action: t('sites.book'),
        }))
      : bundle.tenant.sites.map((s) => ({
          key: s.siteId,
          site: s,
          name: s.lotName,
          shopCode: s.shopCode,
          detail: '',
          action: t('sites.bookFirst'),
        }));
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('screens:title.mySites')}</ScreenHeading>
      {session.status !== 'loggedIn' || bookings.status === 'idle' || bookings.status === 'loading' ? (
        <SectionSkeleton height={240} />
      ) : (
        <Stack spacing={1.5} data-testid="my-sites">
          {bookings.status === 'error' && <Alert severity="error">{t('loadFailed')}</Alert>}
          <Typography color="text.secondary">{used.length > 0 ? t('sites.intro') : t('sites.none')}</Typography>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {cards.map((c) => (
              <Card component="li" key={c.key} variant="outlined" sx={{ listStyle: 'none' }} data-testid="my-site">
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }} data-testid="my-site-name">
                    {c.name}
                  </Typography>
                  {c.site?.address && <Typography variant="body2">{c.site.address}</Typography>}
                  {c.detail !== '' && (
                    <Typography variant="body2" color="text.secondary" data-testid="my-site-detail">
                      {c.detail}
                    </Typography>
                  )}
                  {book !== null && c.site?.layouts.includes(layout) && (
                    <Button
                      variant="contained"
                      component={RouterLink}
                      to={layoutHref(layout, c.shopCode, book)}
                      sx={{ mt: 1.5 }}
                      data-testid="my-site-book"
                    >
                      {c.action}
                    </Button>
                  )}
                </CardContent>
              </Card>
            ))}
          </Stack>
          {firstRouteOf(layout, ['wheretogo']) !== null && (
            <Button component={RouterLink} to={layoutHref(layout, bundle.shop, 'wheretogo')} variant="text">
              {t('sites.whereToGo')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
