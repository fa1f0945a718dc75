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
import { localeSettingsOf } from '../../config/locale-settings';
import type { ParkingBooking } from '../../generated/api/parking-booking';
import { prePayGroups, type PrePayWhen } from '../../lib/customer-places';
import { formatMoney } from '../../lib/money';
import { firstRouteOf, layoutHref } from '../../lib/route-table';
import { useRequireLogin } from '../../session/use-require-login';
import { useSiteTime } from '../../tenant/use-site-time';
import { useTenant } from '../../tenant/use-tenant';
import { useOfferName } from '../../tenant/use-tenant-text';
import { useMyBookings } from './use-my-bookings';

const SLOTS: readonly PrePayWhen[] = ['active', 'upcoming', 'past'];

/**
 * myprepays (docs/customer-places.md#my-pre-pays): the customer's paid pre-pay bookings grouped by
 * site, then parked now / upcoming / past, with what each site's pre-pays cost; each opens in My
 * tickets (passes, top-up, cancel live there).
 */
export default function MyPrePaysScreen() {
  const { t } = useTranslation(['places', 'screens']);
  const session = useRequireLogin();
  const bookings = useMyBookings();
  const { bundle, layout } = useTenant();
  const { dateTime } = useSiteTime();
  const offerName = useOfferName();
  const money = (minor: number) => formatMoney(minor, localeSettingsOf(bundle.tenant, bundle.site).moneySymbol);
  // The grouping's "now" is when the list arrived: a stay that ends meanwhile moves on the next load.
  const groups = useMemo(() => prePayGroups(bookings.items, Math.floor(Date.now() / 1000)), [bookings.items]);
  const tickets = firstRouteOf(layout, ['mytickets']);
  const book = firstRouteOf(layout, ['site', 'home', 'daterange/home']);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('screens:title.myPrePays')}</ScreenHeading>
      {session.status !== 'loggedIn' || bookings.status === 'idle' || bookings.status === 'loading' ? (
        <SectionSkeleton height={240} />
      ) : (
        <Stack spacing={2} data-testid="my-prepays">
          {bookings.status === 'error' && <Alert severity="error">{t('loadFailed')}</Alert>}
          {groups.length === 0 ? (
            <>
              <Typography data-testid="my-prepays-none">{t('prepays.none')}</Typography>
              {book !== null && (
                <Button variant="contained" component={RouterLink} to={layoutHref(layout, bundle.shop, book)}>
                  {t('prepays.book')}
                </Button>
              )}
            </>
          ) : (
            <Typography color="text.secondary">{t('prepays.intro')}</Typography>
          )}
          {groups.map((group) => {
            const count = group.active.length + group.upcoming.length + group.past.length;
            return (
              <Card
                key={group.siteId}
                variant="outlined"
                component="section"
                aria-labelledby={`prepay-site-${group.siteId}`}
                data-testid="my-prepay-group"
              >
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Typography
                    id={`prepay-site-${group.siteId}`}
                    component="h2"
                    variant="h6"
                    sx={{ fontSize: '1.1rem' }}
                  >
                    {group.lotName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" data-testid="my-prepay-total">
                    {t('prepays.total', { count, amount: money(group.total) })}
                  </Typography>
                  {SLOTS.map((slot) =>
                    group[slot].length === 0 ? null : (
                      <Box key={slot} sx={{ mt: 1.5 }}>
                        <Typography component="h3" variant="subtitle2">
                          {t(`prepays.${slot}`)}
                        </Typography>
                        <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                          {group[slot].map((b: ParkingBooking) => (
                            <Box component="li" key={b.bookingId} data-testid={`my-prepay-${slot}`}>
                              {tickets !== null ? (
                                <RouterLink
                                  to={`${layoutHref(layout, bundle.shop, tickets)}?booking=${encodeURIComponent(b.bookingId)}`}
                                >
                                  {`${offerName(b)} · ${dateTime(b.entry)} – ${dateTime(b.exit)}`}
                                </RouterLink>
                              ) : (
                                `${offerName(b)} · ${dateTime(b.entry)} – ${dateTime(b.exit)}`
                              )}
                            </Box>
                          ))}
                        </Stack>
                      </Box>
                    ),
                  )}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
