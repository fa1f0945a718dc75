import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/use-translation';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { LinkButton } from '../../../components/LinkButton';
import { StatusPanel } from '../../../components/StatusPanel';

interface BookingUnavailableProps {
  /** 'error': the booking could not be loaded (retry); 'missing': none of the customer's has that id. */
  reason: 'error' | 'missing';
  onRetry: () => void;
  /** Heading level: 1 when the panel is the page's main content. */
  level?: 1 | 2;
  /** The way back to My tickets, e.g. 'Back to my tickets'. */
  backLabel: string;
}

/** What a screen showing one booking says when it has none to show. */
export function BookingUnavailable({ reason, onRetry, level, backLabel }: BookingUnavailableProps) {
  const { t } = useTranslation('parking');
  const myTickets = useLayoutLinks().href('mytickets');
  if (reason === 'error') {
    return (
      <StatusPanel
        icon={ErrorIcon}
        level={level}
        title={t('tickets.detail.loadFailed')}
        body={t('tickets.loadFailedBody')}
        action={
          <Button variant="contained" onClick={onRetry}>
            {t('tickets.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <StatusPanel
      icon={ErrorIcon}
      level={level}
      title={t('tickets.detail.notFound')}
      body={t('tickets.detail.notFoundBody')}
      action={
        <LinkButton variant="contained" to={myTickets}>
          {backLabel}
        </LinkButton>
      }
    />
  );
}
