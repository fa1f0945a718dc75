import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  newPasswordErrors,
  type NewPasswordFields as NewPasswordValues,
} from '../../../../flows/accounts/new-password-step';
import { rulesResolver } from '../forms/rules-resolver';
import { SubmitFailureAlert, type SubmitFailure } from '../messages/SubmitFailureAlert';
import { NewPasswordFields } from '../password/NewPasswordFields';

const resolver = rulesResolver<NewPasswordValues>((values) => newPasswordErrors(values));

interface NewPasswordFormProps {
  /** The password is being sent: the fields wait. */
  busy: boolean;
  /** The flow takes the form now. */
  canSubmit: boolean;
  failure: SubmitFailure | null;
  onSubmit: (values: NewPasswordValues) => void;
}

/** The last step of a password reset: the new password, twice. */
export function NewPasswordForm({ busy, canSubmit, failure, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('account');
  const { control, handleSubmit } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver,
    mode: 'onTouched',
  });
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2}>
      <Typography color="text.secondary">{t('reset.newPasswordIntro')}</Typography>
      <SubmitFailureAlert failure={failure} />
      <NewPasswordFields control={control} newName="newPassword" confirmName="confirmPassword" disabled={busy} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
        {t('action.resetPassword')}
      </Button>
    </Stack>
  );
}
