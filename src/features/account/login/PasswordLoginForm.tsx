import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { RouterLink } from '../../../components/RouterLink';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { PasswordField } from '../fields/PasswordField';
import { PhoneField } from '../fields/PhoneField';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { PhoneState } from '../navigation/phone-state';
import { usePasswordLoginMachine } from './use-password-login-machine';

/**
 * Phone number and password (docs/rules.md#login-input: the flow judges the input and words the
 * refusals). Two values the flow judges need no form library: the page's first download stays
 * without react-hook-form (docs/architecture.md#first-download).
 */
export function PasswordLoginForm({ initialPhone }: { initialPhone: string }) {
  const { t } = useTranslation('account');
  const links = useLayoutLinks();
  const [state, send] = usePasswordLoginMachine(initialPhone);
  const [phone, setPhone] = useState(initialPhone);
  const [password, setPassword] = useState('');
  const busy = state.matches('submitting') || state.matches('succeeded');
  const canSubmit = state.can({ type: 'SUBMIT', phone: '', password: '' });
  const resetState: PhoneState = { phone };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', phone, password });
  };

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
      <PhoneField
        name="phone"
        value={phone}
        onChange={setPhone}
        required
        fullWidth
        autoFocus={initialPhone === ''}
        disabled={busy}
      />
      <PasswordField
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        label={t('field.password')}
        autoComplete="current-password"
        required
        fullWidth
        disabled={busy}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '4px !important' }}>
        <Link
          component={RouterLink}
          to={links.href('forgotpassword')}
          state={resetState}
          underline="hover"
          variant="body2"
        >
          {t('action.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
        {busy ? t('action.loggingIn') : t('action.logIn')}
      </Button>
    </Stack>
  );
}
