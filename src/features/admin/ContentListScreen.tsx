import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { adminPaths, type ContentListAnswer } from '../../api/endpoints/admin-content';
import type { ContentType } from '../../protocol/admin-content';
import { CONTENT_TYPE_ROLES } from '../../lib/admin-routes';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { useAdminRoute } from './admin-route-context';
import { itemLabel } from './form-schema';
import { isStatusFilter, matchesSearch, matchesStatus, siteHref, STATUS_FILTERS } from './list-filter';
import { OrderPanel } from './OrderPanel';
import { Permission, usePermission } from './permission';
import { QueryStatus } from './QueryStatus';
import { StateChip } from './StateChip';
import { useAdminQuery } from './use-admin-query';

/** What else, besides an override, replaces a starting item (docs/admin.md#starting-content): a unique key. */
const STARTING_HELP: Partial<Record<ContentType, string>> = {
  page: 'list.startingHelpPage',
  configuration: 'list.startingHelpConfiguration',
};

/**
 * A content type's list (docs/admin.md#screens-list): its items with their state, newest change
 * first as the server sends them; POS and CCTV solutions are the solutions of that kind. 'New' only
 * for those who may edit; the tenant file's pages below, to override. A search (any text of the
 * item, any language) and a state filter narrow both lists, kept in the address (?q=&state=); a
 * live item has 'View on site'.
 */
export default function ContentListScreen() {
  const { t, i18n } = useTranslation('admin');
  const admin = useAdmin();
  const route = useAdminRoute();
  const type = route.contentType ?? 'page';
  const kind = route.solutionKind ?? null;
  const { state, reload } = useAdminQuery<ContentListAnswer>(adminPaths.list(type));
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const stateParam = search.get('state');
  const status = isStatusFilter(stateParam) ? stateParam : 'all';
  const setParam = (name: string, value: string) =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === '' || value === 'all') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const filtering = query.trim() !== '' || status !== 'all';
  const mayEdit = usePermission(CONTENT_TYPE_ROLES[type]);
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label={t('list.search')}
          value={query}
          onChange={(event) => setParam('q', event.target.value)}
          // The theme's text fields are full width: in a row, the basis decides each one's share.
          sx={{ flex: { sm: '1 1 0' }, maxWidth: { sm: 420 } }}
          slotProps={{ htmlInput: { 'data-testid': 'list-search' } }}
        />
        <TextField
          select
          size="small"
          label={t('list.stateFilter')}
          value={status}
          onChange={(event) => setParam('state', event.target.value)}
          sx={{ flex: { sm: '0 0 220px' } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'list-state-filter' } as object } }}
        >
          {STATUS_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {filter === 'all' ? t('list.allStates') : t(`state.${filter}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {state.kind !== 'ok' ? (
        <QueryStatus state={state} reload={reload} />
      ) : (
        <>
          {(() => {
            const all = state.value.items.filter((item) => kind === null || item.draft.kind === kind);
            const items = all.filter((item) => matchesSearch(item.draft, query) && matchesStatus(item.state, status));
            if (items.length === 0)
              return (
                <Typography color="text.secondary" data-testid="list-empty">
                  {all.length > 0 && filtering ? t('list.noMatch') : t('list.empty')}
                </Typography>
              );
            return (
              <Card>
                <List disablePadding component="div" data-testid="content-list">
                  {items.map((item) => {
                    const live =
                      item.state === 'live' && item.published ? siteHref(admin.shop, type, item.published) : null;
                    return (
                      <ListItem
                        key={item.id}
                        component="div"
                        disablePadding
                        divider
                        data-testid="content-row"
                        secondaryAction={
                          live ? (
                            <Button
                              size="small"
                              href={live}
                              target="_blank"
                              rel="noopener"
                              aria-label={t('list.viewOnSiteOf', {
                                label: itemLabel(item.draft, i18n.language) || t('list.untitled'),
                              })}
                              data-testid="view-on-site"
                            >
                              {t('list.viewOnSite')}
                            </Button>
                          ) : undefined
                        }
                        sx={live ? { '& .MuiListItemButton-root': { pr: { xs: 14, sm: 16 } } } : undefined}
                      >
                        <ListItemButton
                          component={RouterLink}
                          to={adminHref(admin.shop, `${route.segment}/${item.id}`)}
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
                      </ListItem>
                    );
                  })}
                </List>
              </Card>
            );
          })()}
          {/* The order customers see, for types with one; the whole list, whatever the search. */}
          {mayEdit && 'order' in ((state.value.schema.properties ?? {}) as object) && (
            <OrderPanel
              type={type}
              items={state.value.items.filter((item) => kind === null || item.draft.kind === kind)}
              reload={reload}
            />
          )}
          {(() => {
            // The tenant file's items are what customers see until overridden: live, for the filter.
            const starting = state.value.starting.filter(
              (entry) => matchesSearch(entry.document, query) && matchesStatus('live', status),
            );
            return (
              starting.length > 0 && (
                <>
                  <Typography variant="h6" component="h2">
                    {t('list.starting')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(STARTING_HELP[type] ?? 'list.startingHelp')}
                  </Typography>
                  <Card>
                    <List disablePadding component="div" data-testid="starting-list">
                      {starting.map((entry) => (
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
              )
            );
          })()}
        </>
      )}
    </Stack>
  );
}
