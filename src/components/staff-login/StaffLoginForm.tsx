import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { STAFF_PIN_MAX_LENGTH } from '../../lib/limits';
import { MessageAlert } from '../../messages/MessageAlert';
import { StaffForm } from './StaffForm';
import { BIG_TARGET } from './targets';
import type { EmployeeLogin } from './use-employee-login';

/** Where the form is: a shared counter device (large targets) or an admin's desk. */
export type StaffLoginPlace = 'staff' | 'admin';

/** The field limits of schemas/api/staff-sign-in.request.json (the server refuses longer). */
const LOGIN_MAX_LENGTH = 32;
const PASSWORD_MAX_LENGTH = 256;

/**
 * The employee login's two steps (docs/staff.md#sign-in): staff id or phone and password, then the
 * counter PIN, with 'not me' to sign the kept session out. The staff screens and the admin area
 * (docs/admin.md#screens-login) show it; each passes its machine, its i18n namespace (the `login.*`
 * keys of `staff` or `admin`) and its place, which sizes the targets and names the test ids.
 */
export function StaffLoginForm({
  login: flow,
  place,
  intro,
}: {
  login: EmployeeLogin;
  place: StaffLoginPlace;
  intro?: string;
}) {
  const { t } = useTranslation(place);
  const { snapshot, send, staffName } = flow;
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const busy = snapshot.hasTag('processing');
  const atCounter = place === 'staff';
  const button = atCounter ? ({ size: 'large', sx: BIG_TARGET } as const) : ({ size: 'medium' } as const);
  if (snapshot.matches('pin') || snapshot.matches('unlocking')) {
    return (
      <StaffForm
        onSubmit={() => {
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
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'data-testid': `${place}-pin`,
              style: atCounter ? { fontSize: '1.6rem', letterSpacing: '0.4em' } : undefined,
            },
          }}
        />
        <MessageAlert message={snapshot.context.message} />
        <Button type="submit" variant="contained" disabled={busy} data-testid={`${place}-unlock`} {...button}>
          {t('login.unlock')}
        </Button>
        <Button
          variant={atCounter ? 'outlined' : 'text'}
          disabled={busy}
          onClick={() => send({ type: 'NOT_ME' })}
          data-testid={`${place}-not-me`}
          {...button}
        >
          {t('login.notMe')}
        </Button>
      </StaffForm>
    );
  }
  return (
    <StaffForm
      onSubmit={() => {
        send({ type: 'SUBMIT', login, password });
        setPassword('');
      }}
    >
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      <TextField
        label={t('login.login')}
        helperText={t('login.loginHelp')}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        autoComplete="username"
        slotProps={{ htmlInput: { 'data-testid': `${place}-login`, maxLength: LOGIN_MAX_LENGTH } }}
      />
      <TextField
        label={t('login.password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        slotProps={{ htmlInput: { 'data-testid': `${place}-password`, maxLength: PASSWORD_MAX_LENGTH } }}
      />
      <MessageAlert message={snapshot.context.message} />
      <Button type="submit" variant="contained" disabled={busy} data-testid={`${place}-sign-in`} {...button}>
        {t('login.signIn')}
      </Button>
    </StaffForm>
  );
}
