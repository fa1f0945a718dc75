import Alert from '@mui/material/Alert';
import { useTranslation } from '../i18n/use-translation';
import { CloudOffIcon } from './CloudOffIcon';

/** The mark on what is shown from the phone's copy: offline, and when it was last updated. */
export function OfflineNote({ savedAt }: { savedAt: number }) {
  const { t, i18n } = useTranslation('offline');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(savedAt),
  );
  return (
    <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />} data-testid="offline-note" sx={{ mb: 2 }}>
      <strong>{t('note.title')}</strong> {t('note.body', { when })}
    </Alert>
  );
}
