import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { ADMIN_AREA_ROLES, ADMIN_ROUTES, mayOpenAdminRoute } from '../../lib/admin-routes';
import { ADMIN_ROLE } from '../../lib/permissions';
import { useAdmin } from './admin-context';
import { useAdminRoute } from './admin-route-context';
import { Permission } from './permission';

const PROFILES: readonly { key: string; roles: readonly string[] }[] = [
  { key: 'none', roles: [] },
  ...ADMIN_AREA_ROLES.map((role) => ({ key: role, roles: [role] })),
  { key: ADMIN_ROLE, roles: [ADMIN_ROLE] },
];

/**
 * The permission test pages (docs/admin.md#roles): one per rule (open to all staff, content,
 * config, admin), so each staff member sees a different set. Each shows the rule it needs, what
 * the permission directive shows this staff member, and what every role sees of the menu — by the
 * same rule the menu and the server's 403 use.
 */
export default function PermissionsScreen() {
  const { t } = useTranslation('admin');
  const admin = useAdmin();
  const route = useAdminRoute();
  const mark = (yes: boolean) => (yes ? t('permissions.yes') : '—');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(`menu.${route.id}`)}
      </Typography>
      <Alert severity="success" sx={{ mb: 2 }} data-testid="permission-page">
        {route.roles.length === 0
          ? t('permissions.openPage')
          : t('permissions.rolePage', { roles: route.roles.map((role) => t(`permissions.role.${role}`)).join(', ') })}
      </Alert>
      <Typography variant="h6" component="h2">
        {t('permissions.directive', { name: admin.staff?.name ?? '' })}
      </Typography>
      <Typography component="ul" sx={{ mt: 0.5, mb: 2, pl: 3 }} data-testid="permission-directive">
        {(['content', 'config', 'members'] as const).map((role) => (
          <Permission
            key={role}
            roles={[role]}
            fallback={<li>{t('permissions.hidden', { role: t(`permissions.role.${role}`) })}</li>}
          >
            <li>{t('permissions.shown', { role: t(`permissions.role.${role}`) })}</li>
          </Permission>
        ))}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('permissions.byRole')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('permissions.intro')}
      </Typography>
      <Card>
        <TableContainer>
          <Table size="small" data-testid="permission-table">
            <TableHead>
              <TableRow>
                <TableCell component="th">{t('permissions.screen')}</TableCell>
                {PROFILES.map((profile) => (
                  <TableCell key={profile.key} component="th" align="center">
                    {t(`permissions.role.${profile.key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {ADMIN_ROUTES.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell component="th" scope="row">
                    {t(`menu.${entry.id}`)}
                  </TableCell>
                  {PROFILES.map((profile) => (
                    <TableCell key={profile.key} align="center">
                      {mark(mayOpenAdminRoute({ roles: profile.roles, admin: false }, entry))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}
