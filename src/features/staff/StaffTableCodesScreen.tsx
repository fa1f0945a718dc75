import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { QrCode } from '../../components/qr/QrCode';
import { useTranslation } from '../../i18n/use-translation';
import { MessageAlert } from '../../messages/MessageAlert';
import { useTenant } from '../../tenant/use-tenant';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffScreen } from './use-staff-screen';
import { useStaffTableCodes } from './use-staff-table-codes';

/**
 * staff/tables: the QR code of every table of the tenant's shops that take table orders, to print
 * and put on the tables (docs/shop.md#table-key). Each opens the shop's menu for its table with
 * the table's secret, which ordering at the table, reading its bill and paying it need.
 */
export default function StaffTableCodesScreen() {
  const { t } = useTranslation(['staff', 'screens']);
  const { staff, href } = useStaffScreen();
  const view = useStaffTableCodes();
  const { bundle } = useTenant();
  const siteName = (shopCode: string) => bundle.tenant.sites.find((s) => s.shopCode === shopCode)?.spotName ?? shopCode;
  return (
    <StaffFrame title={t('screens:title.staffTableCodes')} testId="staff-table-codes">
      {!staff || (view.shops === null && view.message === null) ? (
        <SectionSkeleton height={200} />
      ) : view.message ? (
        <MessageAlert message={view.message} />
      ) : view.shops?.length === 0 ? (
        <Alert severity="info">{t('tableCodes.none')}</Alert>
      ) : (
        <Stack spacing={3}>
          <Typography>{t('tableCodes.intro')}</Typography>
          {view.shops?.map((shop) => (
            <Stack key={shop.shopCode} spacing={2} component="section" aria-label={siteName(shop.shopCode)}>
              <Typography component="h2" variant="h6">
                {siteName(shop.shopCode)}
              </Typography>
              <Grid container spacing={2}>
                {shop.tables.map((table) => (
                  <Grid key={table.table} size={{ xs: 12, sm: 6 }}>
                    <Card variant="outlined" data-testid="staff-table-code" data-table={table.table}>
                      <CardContent>
                        <Stack spacing={1.5} alignItems="center">
                          <Typography component="h3" variant="h5">
                            {t('tableCodes.table', { table: table.table })}
                          </Typography>
                          <QrCode
                            payload={view.linkOf(table.path)}
                            width={180}
                            label={t('tableCodes.qr', { table: table.table })}
                          />
                          <Link
                            href={view.linkOf(table.path)}
                            sx={{ overflowWrap: 'anywhere', alignSelf: 'stretch', textAlign: 'center' }}
                            data-testid="staff-table-link"
                          >
                            {view.linkOf(table.path)}
                          </Link>
                        </Stack>
                      </CardContent>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </Stack>
          ))}
          <Alert severity="warning">{t('tableCodes.keepSafe')}</Alert>
        </Stack>
      )}
      <Button
        component={RouterLink}
        to={href(STAFF_SCREENS.functions)}
        variant="text"
        size="large"
        sx={{ ...BIG_TARGET, mt: 3 }}
      >
        {t('staff:functions.back')}
      </Button>
    </StaffFrame>
  );
}
