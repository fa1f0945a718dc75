import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../../components/LinkButton';
import { ProcessingPanel } from '../../components/ProcessingPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useParams } from 'react-router';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { MessageAlert } from '../../messages/MessageAlert';
import { useSession } from '../../session/use-session';
import { useVoucherCollect } from './use-voucher-collect';
import { VoucherDetails } from './VoucherDetails';

/**
 * voucher/{code}/collect and voucher/{code}/token/{token}/get. The machine starts once the stored
 * session is restored, so it knows whether COLLECT needs a login first.
 */
export function VoucherCollectView() {
  const { t } = useTranslation('membership');
  const { token } = useParams();
  const status = useSession().status;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{token !== undefined ? t('voucher.getTitle') : t('voucher.collectTitle')}</ScreenHeading>
      {status === 'loggedIn' || status === 'loggedOut' ? <VoucherCollectCard /> : <SectionSkeleton height={200} />}
    </Box>
  );
}

function VoucherCollectCard() {
  const { t } = useTranslation('membership');
  const view = useVoucherCollect();
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} data-testid="voucher-collect" data-state={String(view.step)}>
          {/* Once collected, the voucher's own details (with its coupon code) replace the campaign's. */}
          {view.campaign && !view.voucher && <VoucherDetails voucher={view.campaign} />}
          {!view.byLink && !view.voucher && (
            <Typography>
              {t('voucher.code')}: <strong data-testid="voucher-code">{view.code.toUpperCase()}</strong>
            </Typography>
          )}
          {view.busy && <ProcessingPanel text={t('voucher.collecting')} />}
          {view.voucher && (
            <>
              <VoucherDetails voucher={view.voucher} couponCode={view.voucher.couponCode} />
              <Alert severity="success" role="status">
                {view.alreadyHeld ? t('voucher.alreadyYours') : t('voucher.collected')}
              </Alert>
              <LinkButton to={view.bookHref} variant="contained" sx={{ alignSelf: 'flex-start' }}>
                {t('voucher.bookParking')}
              </LinkButton>
            </>
          )}
          <MessageAlert message={view.message} />
          {view.step === 'unavailable' && (
            <Typography color="text.secondary">{t('voucher.unavailableLead')}</Typography>
          )}
          {view.canCollect && (
            <Button variant="contained" onClick={view.collect} sx={{ alignSelf: 'flex-start' }}>
              {view.signedIn ? t('voucher.collect') : t('voucher.loginToCollect')}
            </Button>
          )}
          {view.canRetry && (
            <Button onClick={view.retry} sx={{ alignSelf: 'flex-start' }}>
              {t('voucher.retry')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
