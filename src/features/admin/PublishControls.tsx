import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ContentItem } from '../../api/endpoints/admin-content';
import { toLocalInput } from './form/widgets';

const toIso = (local: string): string | null => (local === '' ? null : new Date(local).toISOString());

/**
 * Publish now or at a time, with an optional end (docs/admin.md#screens-edit): times are picked in
 * the browser's time and sent as ISO; the server's clock decides when customers see the item.
 */
export function PublishControls({
  item,
  busy,
  onPublish,
  onUnpublish,
}: {
  item: ContentItem;
  busy: boolean;
  onPublish(publishAt: string | null, unpublishAt: string | null): void;
  onUnpublish(): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [publishAt, setPublishAt] = useState(() => (item.publishAt ? toLocalInput(item.publishAt) : ''));
  const [unpublishAt, setUnpublishAt] = useState(() => (item.unpublishAt ? toLocalInput(item.unpublishAt) : ''));
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : null);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('publish.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="publish-window">
        {item.state === 'scheduled'
          ? t('publish.scheduledFor', { at: when(item.publishAt) })
          : item.state === 'live'
            ? item.unpublishAt
              ? t('publish.liveUntil', { at: when(item.unpublishAt) })
              : t('publish.live')
            : item.state === 'ended'
              ? t('publish.ended')
              : t('publish.notPublished')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('publish.publishAt')}
          type="datetime-local"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'publish-at' } }}
          helperText={t('publish.publishAtHelp')}
          fullWidth
        />
        <TextField
          label={t('publish.unpublishAt')}
          type="datetime-local"
          value={unpublishAt}
          onChange={(event) => setUnpublishAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'unpublish-at' } }}
          helperText={t('publish.unpublishAtHelp')}
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          onClick={() => onPublish(toIso(publishAt), toIso(unpublishAt))}
          data-testid="content-publish"
        >
          {publishAt === '' ? t('publish.now') : t('publish.schedule')}
        </Button>
        {item.published !== null && (
          <Button variant="outlined" disabled={busy} onClick={onUnpublish} data-testid="content-unpublish">
            {t('publish.unpublish')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
