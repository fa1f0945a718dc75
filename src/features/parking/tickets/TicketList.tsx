import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { TicketIcon } from '../../../components/icons/TicketIcon';
import { LinkButton } from '../../../components/LinkButton';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { StatusPanel } from '../../../components/StatusPanel';
import { OfflineNote } from '../../../offline/OfflineNote';
import { TicketCard } from './TicketCard';
import { useBookingsPage } from './use-bookings-page';

/** My tickets: the customer's bookings, newest first, a page at a time; offline, the upcoming ones kept on the phone. */
export function TicketList() {
  const { t } = useTranslation('parking');
  const links = useLayoutLinks();
  const page = useBookingsPage();
  const nowSeconds = Math.floor(Date.now() / 1000);

  if (page.status === 'loading') {
    return (
      <Stack spacing={0}>
        <SectionSkeleton height={132} />
        <SectionSkeleton height={132} />
      </Stack>
    );
  }
  if (page.status === 'error') {
    return (
      <StatusPanel
        icon={ErrorIcon}
        level={2}
        title={t('tickets.loadFailed')}
        body={t('tickets.loadFailedBody')}
        action={
          <Button variant="contained" onClick={page.reload}>
            {t('tickets.retry')}
          </Button>
        }
      />
    );
  }
  if (page.bookings.length === 0) {
    return (
      <StatusPanel
        icon={TicketIcon}
        level={2}
        title={t('tickets.empty.title')}
        body={t('tickets.empty.body')}
        action={
          <LinkButton variant="contained" to={links.first(['site', 'home']) ?? links.home}>
            {t('tickets.empty.action')}
          </LinkButton>
        }
      />
    );
  }
  const more = page.status === 'ready' && page.total > page.bookings.length;
  return (
    <Box data-offline={page.status === 'offline' ? 'true' : undefined}>
      {page.status === 'offline' && page.savedAt !== null && <OfflineNote savedAt={page.savedAt} />}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid="ticket-list">
        {page.bookings.map((booking) => (
          <TicketCard key={booking.bookingId} booking={booking} nowSeconds={nowSeconds} />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center', mt: 2.5 }}>
        {page.status === 'ready' && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('tickets.shown', { shown: page.bookings.length, total: page.total })}
          </Typography>
        )}
        {(more || page.moreFailed) && (
          <Button variant="outlined" onClick={page.loadMore} disabled={page.loadingMore} sx={{ bgcolor: 'background.paper', minWidth: 160 }}>
            {page.loadingMore ? t('tickets.loadingMore') : t('tickets.loadMore')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
