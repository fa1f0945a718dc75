import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { adminPaths, type ContentListAnswer } from '../../api/endpoints/admin-content';
import type { ContentType } from '../../protocol/admin-content';
import { CONTENT_TYPE_ROLES } from '../../lib/admin-routes';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { useAdminRoute } from './admin-route-context';
import { itemLabel } from './form-schema';
import { Permission } from './permission';
import { QueryStatus } from './QueryStatus';
import { StateChip } from './StateChip';
import { useAdminQuery } from './use-admin-query';

/**
 * A content type's list (docs/admin.md#screens-list): its items with their state, newest change
 * first as the server sends them; POS and CCTV solutions are the solutions of that kind. 'New' only
 * for those who may edit; the tenant file's pages below, to override.
 */
/** What else, besides an override, replaces a starting item (docs/admin.md#starting-content): a unique key. */
const STARTING_HELP: Partial<Record<ContentType, string>> = {
  page: 'list.startingHelpPage',
  configuration: 'list.startingHelpConfiguration',
};

export default function ContentListScreen() {
  const { t, i18n } = useTranslation('admin');
  const admin = useAdmin();
  const route = useAdminRoute();
  const type = route.contentType ?? 'page';
  const kind = route.solutionKind ?? null;
  const { state, reload } = useAdminQuery<ContentListAnswer>(adminPaths.list(type));
  // A page is found by its id (its address, page/{pageId}), so the list shows it beside the title.
  const pageIdLine = (document: Record<string, unknown>) =>
    type === 'page' && typeof document.pageId === 'string' ? t('list.pageId', { id: document.pageId }) : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t(`menu.${route.id}`)}
        </Typography>
        <Permission roles={CONTENT_TYPE_ROLES[type]}>
          <Button
            variant="contained"
            component={RouterLink}
            to={adminHref(admin.shop, `${route.segment}/new`)}
            data-testid="content-new"
          >
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
                <List disablePadding component="div" data-testid="content-list">
                  {items.map((item) => (
                    <ListItemButton
                      key={item.id}
                      component={RouterLink}
                      to={adminHref(admin.shop, `${route.segment}/${item.id}`)}
                      divider
                      data-testid="content-row"
                    >
                      <ListItemText
                        primary={itemLabel(item.draft, i18n.language) || t('list.untitled')}
                        secondary={[
                          pageIdLine(item.draft),
                          t('list.updated', {
                            at: new Date(item.updatedAt).toLocaleString(i18n.language),
                            by: item.updatedBy?.name ?? '—',
                          }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
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
                {t(STARTING_HELP[type] ?? 'list.startingHelp')}
              </Typography>
              <Card>
                <List disablePadding component="div" data-testid="starting-list">
                  {state.value.starting.map((entry) => (
                    <ListItemButton
                      key={entry.key}
                      component={RouterLink}
                      to={adminHref(admin.shop, `${route.segment}/new`)}
                      state={{ document: entry.document, startingKey: entry.key }}
                      divider
                    >
                      <ListItemText
                        primary={itemLabel(entry.document, i18n.language)}
                        secondary={[pageIdLine(entry.document), t('list.startingEdit')].filter(Boolean).join(' · ')}
                      />
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
