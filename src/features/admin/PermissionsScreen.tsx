import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, adminRouteById, canOpenAdminRoute } from '../../lib/admin-routes';
import { useAdmin } from './admin-context';
import { ADMIN_MENU } from './admin-menu';
import { usePermission } from './permission';

const PROFILES: readonly { key: string; roles: readonly string[] }[] = [{ key: 'none', roles: [] }, ...ADMIN_ROLES.map((role) => ({ key: role, roles: [role] }))];

/**
 * Permission test pages (docs/admin.md#roles): what each role sees of the admin menu, by the same
 * rule the menu and the server use, and what the directive decides for the staff member signed in.
 */
export default function PermissionsScreen() {
  const { t } = useTranslation('admin');
  const admin = useAdmin();
  const mayEditContent = usePermission(['content']);
  const mayEditConfig = usePermission(['config']);
  const mayEditMembers = usePermission(['members']);
  const mark = (yes: boolean) => (yes ? t('permissions.yes') : '—');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('menu.permissions')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('permissions.intro')}
      </Typography>
      <Typography variant="h6" component="h2">
        {t('permissions.you', { name: admin.staff?.name ?? '' })}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="permission-you">
        {t('permissions.youCan', { content: mark(mayEditContent), config: mark(mayEditConfig), members: mark(mayEditMembers) })}
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
              {ADMIN_MENU.map((item) => {
                const route = adminRouteById(item.route);
                return (
                  <TableRow key={item.key}>
                    <TableCell component="th" scope="row">
                      {t(item.titleKey)}
                    </TableCell>
                    {PROFILES.map((profile) => (
                      <TableCell key={profile.key} align="center">
                        {mark(route !== undefined && canOpenAdminRoute(route, profile.roles, false))}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}
