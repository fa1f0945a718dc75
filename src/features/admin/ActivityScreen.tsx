import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { adminPaths, type ActivityAnswer } from '../../api/endpoints/admin-content';
import { contentRouteOf } from '../../lib/admin-routes';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './use-admin-query';

/**
 * Recent activity (docs/admin.md#screens-activity): the latest content changes of the types the
 * staff member's roles open, newest first, as the server answers them (GET admin/activity); each
 * leads to its item, whose audit log says more.
 */
export default function ActivityScreen() {
  const { t, i18n } = useTranslation('admin');
  const admin = useAdmin();
  const { state, reload } = useAdminQuery<ActivityAnswer>(adminPaths.activity());
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.activity')}
      </Typography>
      <Typography color="text.secondary">{t('activity.intro')}</Typography>
      {state.kind !== 'ok' ? (
        <QueryStatus state={state} reload={reload} />
      ) : state.value.entries.length === 0 ? (
        <Typography color="text.secondary" data-testid="activity-empty">
          {t('activity.empty')}
        </Typography>
      ) : (
        <Card>
          <List disablePadding component="div" data-testid="activity-list">
            {state.value.entries.map((entry) => {
              const route = contentRouteOf(entry.type);
              return (
                <ListItemButton
                  key={`${entry.id}-${entry.version}`}
                  component={RouterLink}
                  to={adminHref(admin.shop, `${route?.segment ?? ''}/${entry.id}`)}
                  divider
                  data-testid="activity-entry"
                >
                  <ListItemText
                    primary={t('activity.entry', {
                      type: t(`type.${entry.type}.one`),
                      action: t(`history.action.${entry.action}`),
                      version: entry.version,
                    })}
                    secondary={t('list.updated', {
                      at: new Date(entry.at).toLocaleString(i18n.language),
                      by: entry.by?.name ?? '—',
                    })}
                  />
                </ListItemButton>
              );
            })}
          </List>
        </Card>
      )}
    </Stack>
  );
}
