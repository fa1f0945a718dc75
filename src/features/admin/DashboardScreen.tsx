import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { menuFor } from './admin-menu';

/** The admin home (open to every staff member): a tile per screen the staff member's roles open. */
export default function DashboardScreen() {
  const { t } = useTranslation('admin');
  const admin = useAdmin();
  const items = admin.staff ? menuFor(admin.staff).filter((item) => item.key !== 'dashboard') : [];
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('menu.dashboard')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.intro')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
        data-testid="dashboard-tiles"
      >
        {items.map((item) => (
          <Card key={item.key}>
            <CardActionArea component={RouterLink} to={adminHref(admin.shop, item.path)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t(item.titleKey)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`dashboard.about.${item.key}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
