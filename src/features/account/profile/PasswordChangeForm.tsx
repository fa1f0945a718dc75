import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { passwordChangeErrors, type PasswordChangeFields } from '../../../../flows/accounts/password-change.machine';
import { MessageAlert } from '../../../messages/MessageAlert';
import { FormPasswordField } from '../fields/FormPasswordField';
import { rulesResolver } from '../forms/rules-resolver';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { WeakPasswordDialog } from '../password/WeakPasswordDialog';
import { usePasswordChangeMachine } from './use-password-change-machine';

const resolver = rulesResolver<PasswordChangeFields>((values) => passwordChangeErrors(values));
const NO_PASSWORDS: PasswordChangeFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: current, new (with strength) and confirmation; a weak one needs 'use anyway'. */
export function PasswordChangeForm({ onChanged, onCancel }: { onChanged: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [state, send] = usePasswordChangeMachine(onChanged);
  const { control, handleSubmit } = useForm<PasswordChangeFields>({
    defaultValues: NO_PASSWORDS,
    resolver,
    mode: 'onTouched',
  });
  const busy = state.matches('submitting');
  const canSubmit = state.can({ type: 'SUBMIT', ...NO_PASSWORDS });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', ...values }))}
      spacing={2}
    >
      <Typography variant="body2" color="text.secondary">
        {t('profile.passwordIntro')}
      </Typography>
      <MessageAlert message={state.context.message} />
      <FormPasswordField
        control={control}
        name="oldPassword"
        labelKey="field.oldPassword"
        autoComplete="current-password"
        disabled={busy}
      />
      <NewPasswordFields control={control} newName="newPassword" confirmName="confirmPassword" disabled={busy} />
      <Stack direction="row" spacing={1.5}>
        <Button onClick={onCancel} disabled={busy} sx={{ flex: 1 }}>
          {t('action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit} sx={{ flex: 2 }}>
          {t('action.changePassword')}
        </Button>
      </Stack>
      <WeakPasswordDialog
        open={state.matches('weakPasswordWarning')}
        onUseAnyway={() => send({ type: 'USE_ANYWAY' })}
        onEdit={() => send({ type: 'EDIT' })}
      />
    </Stack>
  );
}
