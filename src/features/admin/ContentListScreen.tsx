import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router';
import type { ContentListAnswer } from '../../api/endpoints/admin-content';
import { adminPaths } from '../../api/endpoints/admin-content';
import { contentTypeRoles, isContentType, type ContentType } from '../../lib/admin-routes';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { itemLabel } from './form-schema';
import { Permission } from './permission';
import { QueryStatus } from './QueryStatus';
import { RequireRoute } from './RequireRoute';
import { StateChip } from './StateChip';
import { useAdminQuery } from './use-admin-query';

/** The list title of a type (POS and CCTV solutions are filtered lists of solutions). */
export function listTitleKey(type: ContentType, kind: string | null): string {
  if (type === 'solution' && (kind === 'pos' || kind === 'cctv')) return `menu.${kind}Solutions`;
  return `type.${type}.plural`;
}

function ContentList({ type }: { type: ContentType }) {
  const { t, i18n } = useTranslation('admin');
  const admin = useAdmin();
  const [search] = useSearchParams();
  const kind = type === 'solution' ? search.get('kind') : null;
  const { state, reload } = useAdminQuery<ContentListAnswer>(adminPaths.list(type));
  const newHref = adminHref(admin.shop, `content/${type}/new${kind ? `?kind=${kind}` : ''}`);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t(listTitleKey(type, kind))}
        </Typography>
        <Permission roles={contentTypeRoles(type)}>
          <Button variant="contained" component={RouterLink} to={newHref} data-testid="content-new">
            {t('list.new')}
          </Button>
        </Permission>
      </Stack>
      {state.kind !== 'ok' ? (
        <QueryStatus state={state} reload={reload} />
      ) : (
        <>
          {(() => {
            const items = state.value.items.filter((item) => kind === null || item.draft.kind === kind);
            if (items.length === 0) return <Typography color="text.secondary">{t('list.empty')}</Typography>;
            return (
              <Card>
                <List disablePadding data-testid="content-list">
                  {items.map((item) => (
                    <ListItemButton key={item.id} component={RouterLink} to={adminHref(admin.shop, `content/${type}/${item.id}`)} divider data-testid="content-row">
                      <ListItemText
                        primary={itemLabel(item.draft, i18n.language) || t('list.untitled')}
                        secondary={t('list.updated', { at: new Date(item.updatedAt).toLocaleString(i18n.language), by: item.updatedBy?.name ?? '—' })}
                        slotProps={{ primary: { noWrap: true } }}
                        sx={{ minWidth: 0, mr: 1 }}
                      />
                      <StateChip item={item} />
                    </ListItemButton>
                  ))}
                </List>
              </Card>
            );
          })()}
          {state.value.starting.length > 0 && (
            <>
              <Typography variant="h6" component="h2">
                {t('list.starting')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('list.startingHelp')}
              </Typography>
              <Card>
                <List disablePadding>
                  {state.value.starting.map((entry) => (
                    <ListItemButton
                      key={entry.key}
                      component={RouterLink}
                      to={adminHref(admin.shop, `content/${type}/new`)}
                      state={{ document: entry.document }}
                      divider
                    >
                      <ListItemText primary={itemLabel(entry.document, i18n.language)} secondary={t('list.startingEdit')} />
                    </ListItemButton>
                  ))}
                </List>
              </Card>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** content/{type}: the items of a content type with their state; 'New' for those who may edit. */
export default function ContentListScreen() {
  const { type = '' } = useParams();
  if (!isContentType(type)) return <Navigate to="/404" replace />;
  return (
    <RequireRoute route={`content:${type}`}>
      <ContentList key={type} type={type} />
    </RequireRoute>
  );
}
