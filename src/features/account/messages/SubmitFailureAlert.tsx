import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { Message } from '../../../protocol/message';

/** A refused final submit of a flow (sign-up, password reset), with its two ways on. */
export interface SubmitFailure {
  message: Message;
  onRetry: () => void;
  /** Verify the phone number again (e.g. the verification expired). */
  onStartOver: () => void;
}

export function SubmitFailureAlert({ failure }: { failure: SubmitFailure | null }) {
  const { t } = useTranslation('account');
  if (!failure) return null;
  return (
    <MessageAlert
      message={failure.message}
      action={
        <Stack spacing={0.5}>
          <Button color="inherit" size="small" onClick={failure.onRetry}>
            {t('action.retry')}
          </Button>
          <Button color="inherit" size="small" onClick={failure.onStartOver}>
            {t('action.startOver')}
          </Button>
        </Stack>
      }
    />
  );
}
