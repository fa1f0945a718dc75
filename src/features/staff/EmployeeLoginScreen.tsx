import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PIN_MAX_LENGTH } from '../../lib/limits';
import { MessageAlert } from '../../messages/MessageAlert';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { useEmployeeLogin } from './use-employee-login';

/** staff/login: employee login (staff id or phone and password), then the counter PIN (docs/staff.md#sign-in). */
export default function EmployeeLoginScreen() {
  const { t } = useTranslation(['staff', 'screens']);
  const { snapshot, send, staffName } = useEmployeeLogin();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const busy = snapshot.hasTag('processing');
  const atPin = snapshot.matches('pin') || snapshot.matches('unlocking');
  return (
    <StaffFrame title={t('screens:title.employeeLogin')} testId="employee-login">
      {atPin ? (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT_PIN', pin });
            setPin('');
          }}
        >
          <Typography>{staffName ? t('login.pinFor', { name: staffName }) : t('login.pinHelp')}</Typography>
          <TextField
            label={t('login.pin')}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, STAFF_PIN_MAX_LENGTH))}
            type="password"
            autoComplete="off"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'staff-pin', style: { fontSize: '1.6rem', letterSpacing: '0.4em' } } }}
          />
          <MessageAlert message={snapshot.context.message} />
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={BIG_TARGET} data-testid="staff-unlock">
            {t('login.unlock')}
          </Button>
          <Button variant="outlined" size="large" disabled={busy} sx={BIG_TARGET} onClick={() => send({ type: 'NOT_ME' })} data-testid="staff-not-me">
            {t('login.notMe')}
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT', login, password });
            setPassword('');
          }}
        >
          <TextField
            label={t('login.login')}
            helperText={t('login.loginHelp')}
            value={login}
            onChange={(e) => setLogin(e.target.value)}
            autoComplete="username"
            slotProps={{ htmlInput: { 'data-testid': 'staff-login', maxLength: 32 } }}
          />
          <TextField
            label={t('login.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            slotProps={{ htmlInput: { 'data-testid': 'staff-password', maxLength: 256 } }}
          />
          <MessageAlert message={snapshot.context.message} />
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={BIG_TARGET} data-testid="staff-sign-in">
            {t('login.signIn')}
          </Button>
        </Stack>
      )}
    </StaffFrame>
  );
}
