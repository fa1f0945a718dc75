import Chip from '@mui/material/Chip';
import { useTranslation } from '../../i18n/use-translation';
import type { ContentItem } from '../../api/endpoints/admin-content';

const COLOURS = { draft: 'default', scheduled: 'info', live: 'success', ended: 'warning' } as const;

/** Where an item stands (draft, scheduled, live, ended), and whether its draft is ahead of what is live. */
export function StateChip({ item }: { item: Pick<ContentItem, 'state' | 'hasUnpublishedChanges'> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Chip
        size="small"
        color={COLOURS[item.state] ?? 'default'}
        label={t(`state.${item.state}`)}
        data-testid="item-state"
      />
      {item.hasUnpublishedChanges && item.state !== 'draft' && (
        <Chip size="small" variant="outlined" label={t('state.changed')} sx={{ ml: 0.5 }} />
      )}
    </>
  );
}
