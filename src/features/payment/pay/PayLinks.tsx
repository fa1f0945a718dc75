import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/use-translation';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { LinkButton } from '../../../components/LinkButton';

/** Ways on from a booking that cannot be paid here: My tickets, and optionally a new booking or another try. */
export function PayLinks({ retryPath, newBooking = false }: { retryPath?: string; newBooking?: boolean }) {
  const { t } = useTranslation('parking');
  const links = useLayoutLinks();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {retryPath !== undefined && (
        <LinkButton to={links.href(retryPath)} variant="contained">
          {t('payment.pay.tryAgain')}
        </LinkButton>
      )}
      <LinkButton to={links.href('mytickets')} variant={retryPath === undefined ? 'contained' : 'outlined'}>
        {t('payment.pay.myTickets')}
      </LinkButton>
      {newBooking && <LinkButton to={links.home}>{t('payment.pay.newBooking')}</LinkButton>}
    </Stack>
  );
}
