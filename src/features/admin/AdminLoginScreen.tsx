import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { StaffLoginForm } from '../../components/staff-login/StaffLoginForm';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';
import { LanguageToggle } from './LanguageToggle';
import { useAdminLogin } from './use-admin-login';

/** /admin/{shop}/login: staff id or phone and password, then the counter PIN (docs/admin.md#screens-login). */
export default function AdminLoginScreen() {
  const { t } = useTranslation('admin');
  const { bundle } = useTenant();
  const text = useTenantText();
  const login = useAdminLogin();
  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 3, sm: 8 } }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <LanguageToggle />
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('login.title', { brand: text(bundle.tenant.branding.name) })}
          </Typography>
          <StaffLoginForm login={login} place="admin" intro={t('login.help')} />
        </CardContent>
      </Card>
    </Container>
  );
}
