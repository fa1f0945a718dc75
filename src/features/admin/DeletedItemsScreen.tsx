import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { contentRouteOf } from '../../lib/admin-routes';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { itemLabel } from './form-schema';
import { QueryStatus } from './QueryStatus';
import { useDeletedItems, type RestoreOutcome } from './use-deleted-items';

/** What the last restore said: done (with a link to the draft), or why not, from the message catalogue. */
function RestoreFeedback({ outcome }: { outcome: RestoreOutcome | null }) {
  const { t, i18n } = useTranslation(['admin', 'messages']);
  const admin = useAdmin();
  if (outcome === null) return null;
  const { item, answer } = outcome;
  const label = itemLabel(item.draft, i18n.language) || t('admin:list.untitled');
  if (answer.kind === 'ok') {
    const route = contentRouteOf(item.type, item.draft.kind);
    return (
      <Alert
        severity="success"
        role="status"
        data-testid="bin-feedback"
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={adminHref(admin.shop, `${route?.segment ?? ''}/${item.id}`)}
            data-testid="bin-open"
          >
            {t('admin:bin.open')}
          </Button>
        }
      >
        {t('admin:bin.restored', { label })}
      </Alert>
    );
  }
  let text: string;
  if (answer.kind === 'conflict') text = t('messages:CONTENT_VERSION_CONFLICT');
  else if (answer.kind === 'forbidden') text = t('messages:NO_PERMISSION');
  else if (answer.kind === 'refused' && answer.code && i18n.exists(`messages:${answer.code}`))
    text = t(`messages:${answer.code}`);
  else text = t('admin:status.failed');
  return (
    <Alert severity="error" data-testid="bin-feedback">
      {t('admin:bin.notRestored', { label, reason: text })}
    </Alert>
  );
}

/**
 * The bin (docs/admin.md#screens-bin): the deleted items of every content type the staff member may
 * edit, latest first, with who deleted them and when. Restore brings one back as an unpublished
 * draft; customers see it again only once it is published. A restore the server refuses (a page id
 * another page took meanwhile, a stale version) says why.
 */
export default function DeletedItemsScreen() {
  const { t, i18n } = useTranslation('admin');
  const { state, reload, restore, busy } = useDeletedItems();
  const [outcome, setOutcome] = useState<RestoreOutcome | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.deleted')}
      </Typography>
      <Typography color="text.secondary">{t('bin.intro')}</Typography>
      <RestoreFeedback outcome={outcome} />
      {state.kind !== 'ok' ? (
        <QueryStatus state={state} reload={reload} />
      ) : state.value.length === 0 ? (
        <Typography color="text.secondary" data-testid="bin-empty">
          {t('bin.empty')}
        </Typography>
      ) : (
        <Card>
          <List disablePadding component="div" data-testid="bin-list">
            {state.value.map((item) => {
              const label = itemLabel(item.draft, i18n.language) || t('list.untitled');
              return (
                <ListItem
                  key={`${item.type}-${item.id}`}
                  component="div"
                  divider
                  data-testid="bin-row"
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                >
                  <ListItemText
                    primary={label}
                    secondary={t('bin.deleted', {
                      type: t(`type.${item.type}.one`),
                      at: new Date(item.updatedAt).toLocaleString(i18n.language),
                      by: item.updatedBy?.name ?? '—',
                    })}
                    slotProps={{ primary: { noWrap: true } }}
                    sx={{ minWidth: 0, flex: '1 1 12rem' }}
                  />
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={busy}
                    onClick={() => void restore(item).then(setOutcome)}
                    aria-label={t('bin.restoreLabel', { label })}
                    data-testid="bin-restore"
                  >
                    {t('bin.restore')}
                  </Button>
                </ListItem>
              );
            })}
          </List>
        </Card>
      )}
    </Stack>
  );
}
