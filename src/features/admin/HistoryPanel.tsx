import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { adminPaths, type ContentItem, type HistoryAnswer } from '../../api/endpoints/admin-content';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './use-admin-query';

/**
 * The item's audit log (docs/admin.md#screens-history): who did what and when, which fields
 * changed; any earlier version's draft can be restored (a new version; publish to show it).
 */
export function HistoryPanel({
  item,
  busy,
  onRestore,
}: {
  item: ContentItem;
  busy: boolean;
  onRestore(fromVersion: number): void;
}) {
  const { t, i18n } = useTranslation('admin');
  // Read again after every change (the version is part of the key).
  const { state, reload } = useAdminQuery<HistoryAnswer>(adminPaths.history(item.type, item.id), item.version);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('history.title')}
      </Typography>
      {state.kind !== 'ok' ? (
        <QueryStatus state={state} reload={reload} />
      ) : (
        <List dense disablePadding data-testid="history-list">
          {state.value.entries.map((entry) => (
            <ListItem
              key={entry.version}
              divider
              data-testid="history-entry"
              secondaryAction={
                entry.version !== item.version && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => onRestore(entry.version)}
                    data-testid={`restore-${entry.version}`}
                  >
                    {t('history.restore')}
                  </Button>
                )
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={t('history.entry', {
                  version: entry.version,
                  action: t(`history.action.${entry.action}`),
                  by: entry.by?.name ?? '—',
                })}
                secondary={[
                  new Date(entry.at).toLocaleString(i18n.language),
                  entry.changes.map((change) => change.field).join(', '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
