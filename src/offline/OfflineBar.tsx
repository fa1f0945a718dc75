import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { RouterLink } from '../components/RouterLink';
import { localeSettingsOf } from '../config/locale-settings';
import type { ParkingBooking } from '../generated/api/parking-booking';
import { formatInTimeZone } from '../lib/site-time';
import { savedBookings } from '../queries/offline-bookings';
import { BOOKING_PARAM } from '../queries/use-booking-from-query';
import { PASSES_KEPT_EVENT } from '../queries/KeepPassesOnPhone';
import { useLayoutLinks } from '../tenant/use-layout-links';
import { useTenant } from '../tenant/use-tenant';
import { CloudOffIcon } from './CloudOffIcon';
import { offlineStore } from './offline-store';

/** The bookings whose passes the phone holds for the signed-in customer, soonest first. */
function keptBookings(tenantId: string): ParkingBooking[] {
  const shelf = offlineStore.currentShelf(tenantId);
  return (shelf && savedBookings(shelf)?.bookings) ?? [];
}

function useKeptBookings(tenantId: string): ParkingBooking[] {
  const [bookings, setBookings] = useState(() => keptBookings(tenantId));
  useEffect(() => {
    const update = () => setBookings(keptBookings(tenantId));
    update();
    window.addEventListener(PASSES_KEPT_EVENT, update);
    return () => window.removeEventListener(PASSES_KEPT_EVENT, update);
  }, [tenantId]);
  return bookings;
}

/**
 * Shown while the phone has no connection: which passes the phone holds, each a link to its
 * booking in My tickets (they open offline), and that the rest needs the server. On an open pass it
 * is one line: the list would cover the QR code the gate has to read.
 */
export default function OfflineBar() {
  const { t } = useTranslation('offline');
  const { bundle } = useTenant();
  const links = useLayoutLinks();
  const kept = useKeptBookings(bundle.tenant.id);
  const myTickets = links.first(['mytickets']);
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  const when = (booking: ParkingBooking) =>
    formatInTimeZone(booking.entry, settings.datetimeFormat, booking.timeZone || settings.timeZone);
  const passOpen = new URLSearchParams(useLocation().search).has(BOOKING_PARAM);
  const named = myTickets !== null && kept.length > 0 && !passOpen;
  return (
    <>
      {/* Room at the page's end, so the bar never covers its last lines. */}
      <Box aria-hidden sx={{ height: named ? 96 + 28 * Math.min(kept.length, 3) : 96 }} />
      <Paper
        role="status"
        data-testid="offline-bar"
        square
        elevation={0}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'snackbar',
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          px: 2,
          py: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom))',
          bgcolor: 'grey.900',
          color: 'common.white',
          maxHeight: '45vh',
          overflowY: 'auto',
        }}
      >
        <CloudOffIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{named ? t('barWithPasses', { count: kept.length }) : t('bar')}</Typography>
          {named && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }} data-testid="offline-passes">
              {kept.map((booking) => (
                <Box component="li" key={booking.bookingId} sx={{ py: 0.25 }}>
                  <Link
                    component={RouterLink}
                    to={`${myTickets}?${BOOKING_PARAM}=${encodeURIComponent(booking.bookingId)}`}
                    color="inherit"
                    variant="body2"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {t('passLink', {
                      lot: booking.lotName,
                      when: when(booking),
                      count: booking.passes.length,
                    })}
                  </Link>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Paper>
    </>
  );
}
