import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { SessionView } from '../../../session/session-store';

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
  const { t } = useTranslation('account');
  if (session.status !== 'loggedOut') return null;
  return (
    <MessageAlert
      message={session.error}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      }
    />
  );
}
