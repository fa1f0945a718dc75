import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { SessionView } from '../../../session/session-store';
import { catalogueCodeOf } from './session-error';

interface SessionHandoverProps {
  session: SessionView;
  /** Start the flow again. */
  onRetry: () => void;
}

/**
 * After a flow handed its token over: nothing while the session loads the user info (the screen
 * leaves once it is logged in); the session's failure when it could not (e.g. 'getInfo: failed to
 * get info !'), with a way to try again.
 */
export function SessionHandover({ session, onRetry }: SessionHandoverProps) {
  const { t } = useTranslation(['account', 'errors']);
  if (session.status !== 'loggedOut' || session.error === null) return null;
  const code = catalogueCodeOf(session.error);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      }
    >
      {code ? t(code, { ns: 'errors' }) : session.error}
    </Alert>
  );
}
