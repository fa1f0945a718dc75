import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/use-translation';
import type { EditFeedback } from '../../../flows/admin/admin-edit.machine';

/** What the edit flow tells the editor: a change done, or why not; a stale version offers the reload. */
export function FeedbackAlert({
  feedback,
  onReload,
  busy,
  fieldsMarked = false,
}: {
  feedback: EditFeedback | null;
  onReload(): void;
  busy: boolean;
  /** The refusal's fields are marked in the form (docs/admin.md#field-errors): say so instead of repeating them. */
  fieldsMarked?: boolean;
}) {
  const { t, i18n } = useTranslation(['admin', 'messages']);
  if (feedback === null) return null;
  if (feedback.kind === 'done') {
    return (
      <Alert severity="success" role="status" data-testid="edit-feedback">
        {t(`admin:edit.done.${feedback.action}`)}
      </Alert>
    );
  }
  if (feedback.kind === 'conflict') {
    return (
      <Alert
        severity="warning"
        data-testid="edit-conflict"
        action={
          <Button color="inherit" size="small" onClick={onReload} disabled={busy} data-testid="edit-reload">
            {t('admin:edit.reload')}
          </Button>
        }
      >
        {t('messages:CONTENT_VERSION_CONFLICT', { defaultValue: t('admin:edit.conflict') })}
      </Alert>
    );
  }
  let text: string;
  if (feedback.kind === 'forbidden') text = t('messages:NO_PERMISSION');
  else if (fieldsMarked) text = t('admin:fieldError.summary');
  else if (feedback.kind === 'refused' && feedback.code && i18n.exists(`messages:${feedback.code}`))
    text = t(`messages:${feedback.code}`);
  else if (feedback.kind === 'refused' && feedback.message) text = feedback.message;
  else text = t('admin:status.failed');
  return (
    <Alert severity="error" data-testid="edit-feedback">
      {text}
    </Alert>
  );
}
