import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../i18n/use-translation';
import { useExternalStore } from '../state/external-store';
import { dismiss, feedbackStore } from './feedback-store';
import type { FeedbackText } from './feedback-text';

function useFeedbackText(): (text: FeedbackText) => string {
  const { t } = useTranslation(['common', 'messages']);
  return (text) => t(text.key, { ...text.values, defaultValue: text.defaultValue ?? text.key });
}

// Both kinds sit in the middle of the screen, where the eye already is (docs/rules.md#notifications).
const SCREEN_CENTRE = {
  top: '50%',
  bottom: 'auto',
  left: '50%',
  right: 'auto',
  transform: 'translate(-50%, -50%)',
} as const;

/** Notifications (centred, 2000 ms) and toasts (centred, 1500 ms): docs/rules.md#notifications. */
export function FeedbackHosts() {
  const { notification, toast } = useExternalStore(feedbackStore);
  const show = useFeedbackText();
  return (
    <>
      {notification && (
        <Snackbar
          key={notification.id}
          open
          autoHideDuration={notification.durationMs}
          onClose={(_event, reason) => reason !== 'clickaway' && dismiss('notification', notification.id)}
          sx={{ ...SCREEN_CENTRE, width: 'max-content', maxWidth: 'calc(100vw - 32px)' }}
        >
          <Alert
            severity={notification.severity}
            variant="filled"
            sx={{ width: '100%', justifyContent: 'center', textAlign: 'center' }}
          >
            {show(notification.text)}
          </Alert>
        </Snackbar>
      )}
      {toast && (
        <Snackbar
          key={toast.id}
          open
          autoHideDuration={toast.durationMs}
          onClose={() => dismiss('toast', toast.id)}
          message={show(toast.text)}
          sx={{ ...SCREEN_CENTRE, '& .MuiSnackbarContent-root': { justifyContent: 'center', minWidth: 0 } }}
        />
      )}
    </>
  );
}
