import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RouterLink } from '../../components/RouterLink';
import { LogoutIcon } from '../../components/icons/LogoutIcon';
import { MenuIcon } from '../../components/icons/MenuIcon';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { adminHref } from '../../lib/route-table';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';
import { useAdmin } from './admin-context';
import { menuFor, type AdminMenuItem } from './admin-menu';
import { LanguageToggle } from './LanguageToggle';

const DRAWER_WIDTH = 248;

function isCurrent(item: AdminMenuItem, pathname: string, search: string, base: string): boolean {
  const [path = '', query = ''] = item.path.split('?');
  const target = path === '' ? base : `${base}/${path}`;
  if (path === '') return pathname === base || pathname === `${base}/`;
  if (!pathname.startsWith(target)) return false;
  return query === '' || search.includes(query);
}

/**
 * The admin layout (docs/admin.md#screens): a menu of the routes the staff member's roles open
 * (permanent drawer on a desktop, a drawer behind the menu button on a phone), the tenant's name
 * and the sign-out. Without an unlocked staff session it leads to the admin login.
 */
export function AdminFrame() {
  const { t } = useTranslation('admin');
  const admin = useAdmin();
  const { bundle } = useTenant();
  const text = useTenantText();
  const { pathname, search } = useLocation();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  if (!admin.staff) return <Navigate to={adminHref(admin.shop, 'login')} replace />;
  const base = adminHref(admin.shop);
  const menu = (
    <Box component="nav" aria-label={t('menu.label')} data-testid="admin-menu">
      <List dense component="div">
        {menuFor(admin.staff).map((item) => (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={adminHref(admin.shop, item.path)}
            selected={isCurrent(item, pathname, search, base)}
            onClick={() => setOpen(false)}
            data-testid={`admin-menu-${item.key}`}
          >
            <ListItemText primary={t(item.titleKey)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('menu.open')}
              onClick={() => setOpen(true)}
              data-testid="admin-menu-button"
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {t('frame.title', { brand: text(bundle.tenant.branding.name) })}
          </Typography>
          <LanguageToggle />
          <Button
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={admin.signOut}
            data-testid="admin-sign-out"
            aria-label={t('frame.signOut')}
          >
            {desktop ? t('frame.signOut') : null}
          </Button>
        </Toolbar>
      </AppBar>
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {menu}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {menu}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="admin-signed-in">
          {t('frame.signedInAs', {
            name: admin.staff.name,
            roles: admin.staff.admin ? 'admin' : admin.staff.roles.join(', ') || '—',
          })}
        </Typography>
        <Suspense fallback={<SectionSkeleton height={240} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
