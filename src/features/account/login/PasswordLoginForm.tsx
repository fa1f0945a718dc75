import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { RouterLink } from '../../../components/RouterLink';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { PasswordField } from '../fields/PasswordField';
import { PhoneField } from '../fields/PhoneField';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { PhoneState } from '../navigation/phone-state';
import { usePasswordLoginMachine } from './use-password-login-machine';

interface LoginValues {
  phone: string;
  password: string;
}

/** Phone number and password (docs/rules.md#login-input: the flow judges the input and words the refusals). */
export function PasswordLoginForm({ initialPhone }: { initialPhone: string }) {
  const { t } = useTranslation('account');
  const links = useLayoutLinks();
  const [state, send] = usePasswordLoginMachine(initialPhone);
  const { control, handleSubmit, watch } = useForm<LoginValues>({ defaultValues: { phone: initialPhone, password: '' } });
  const busy = state.matches('submitting') || state.matches('succeeded');
  const canSubmit = state.can({ type: 'SUBMIT', phone: '', password: '' });
  const resetState: PhoneState = { phone: watch('phone') };

  const submit = handleSubmit((values) => send({ type: 'SUBMIT', phone: values.phone, password: values.password }));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {state.matches('noPasswordYet') ? (
        <MessageAlert
          message={state.context.message}
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'RESET_PASSWORD' })}>
              {t('action.setPassword')}
            </Button>
          }
        />
      ) : (
        <MessageAlert message={state.context.message} />
      )}
      <Controller
        name="phone"
        control={control}
        render={({ field: { ref, ...field } }) => <PhoneField {...field} inputRef={ref} required fullWidth autoFocus={initialPhone === ''} disabled={busy} />}
      />
      <Controller
        name="password"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <PasswordField {...field} inputRef={ref} label={t('field.password')} autoComplete="current-password" required fullWidth disabled={busy} />
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '4px !important' }}>
        <Link component={RouterLink} to={links.href('forgotpassword')} state={resetState} underline="hover" variant="body2">
          {t('action.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
        {busy ? t('action.loggingIn') : t('action.logIn')}
      </Button>
    </Stack>
  );
}
