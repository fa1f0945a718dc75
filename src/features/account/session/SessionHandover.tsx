import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { SessionView } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';

interface SessionHandoverProps {
  session: SessionView;
  /** Start the flow again. */
  onRetry: () => void;
}

/**
 * The session's last failure above the login or sign-up form: nothing while the session loads the
 * user info (the screen leaves once it is logged in). A session that ended elsewhere (a password
 * changed on another device) says so and asks to log in again; any other failure offers 'Try again',
 * which starts the form afresh and takes the message away.
 */
export function SessionHandover({ session, onRetry }: SessionHandoverProps) {
  const { t } = useTranslation('account');
  const { dismissError } = useSession();
  if (session.status !== 'loggedOut') return null;
  if (session.error?.code === 'SESSION_ENDED') return <MessageAlert message={session.error} severity="info" />;
  return (
    <MessageAlert
      message={session.error}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            dismissError();
            onRetry();
          }}
        >
          {t('action.retry')}
        </Button>
      }
    />
  );
}
