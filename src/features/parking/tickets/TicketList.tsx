import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { QUICK_RANGES } from '../../../lib/quick-range';
import { useServerNow } from '../../../state/use-now';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { TicketIcon } from '../../../components/icons/TicketIcon';
import { FullWidthTabs } from '../../../components/FullWidthTabs';
import { LinkButton } from '../../../components/LinkButton';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { StatusPanel } from '../../../components/StatusPanel';
import { OfflineNote } from '../../../offline/OfflineNote';
import { TicketCard } from './TicketCard';
import { TICKET_TABS, type BookedRange, type TicketFilter } from './ticket-filters';
import { useBookingsPage } from './use-bookings-page';

const RANGES: readonly BookedRange[] = ['all', ...QUICK_RANGES];

/**
 * My tickets (docs/rules.md#my-tickets): upcoming and past bookings in two tabs, a booked-time quick
 * range, newest first, a page at a time; offline, the upcoming ones kept on the phone.
 */
export function TicketList() {
  const { t } = useTranslation('parking');
  const [filter, setFilter] = useState<TicketFilter>({ tab: 'upcoming', range: 'all' });
  return (
    <Box>
      <FullWidthTabs
        value={filter.tab}
        onChange={(tab) => setFilter((f) => ({ ...f, tab }))}
        aria-label={t('tickets.tabs.label')}
        sx={{ mb: 1.5, bgcolor: 'background.paper', borderRadius: 1 }}
        tabs={TICKET_TABS.map((tab) => ({
          value: tab,
          label: t(`tickets.tabs.${tab}`),
          id: `tickets-tab-${tab}`,
          panelId: 'tickets-panel',
          testId: `tickets-tab-${tab}`,
        }))}
      />
      <TextField
        select
        size="small"
        label={t('tickets.range.label')}
        value={filter.range}
        onChange={(e) => setFilter((f) => ({ ...f, range: e.target.value as BookedRange }))}
        sx={{ mb: 2, minWidth: 180, bgcolor: 'background.paper' }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'tickets-range' } as Record<string, string> } }}
      >
        {RANGES.map((range) => (
          <MenuItem key={range} value={range}>
            {t(`tickets.range.${range}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box role="tabpanel" id="tickets-panel" aria-labelledby={`tickets-tab-${filter.tab}`}>
        <TicketPage filter={filter} />
      </Box>
    </Box>
  );
}

function TicketPage({ filter }: { filter: TicketFilter }): ReactNode {
  const { t } = useTranslation('parking');
  const links = useLayoutLinks();
  const page = useBookingsPage(filter);
  const nowMs = useServerNow(page.bookings.some((booking) => booking.status === 'pending_payment'));
  const nowSeconds = Math.floor(nowMs / 1000);

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
    const filtered = filter.tab !== 'upcoming' || filter.range !== 'all';
    return (
      <StatusPanel
        icon={TicketIcon}
        level={2}
        title={filtered ? t(`tickets.empty.${filter.tab}Title`) : t('tickets.empty.title')}
        body={filtered ? t('tickets.empty.filteredBody') : t('tickets.empty.body')}
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
          <Button
            variant="outlined"
            onClick={page.loadMore}
            disabled={page.loadingMore}
            sx={{ bgcolor: 'background.paper', minWidth: 160 }}
          >
            {page.loadingMore ? t('tickets.loadingMore') : t('tickets.loadMore')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
