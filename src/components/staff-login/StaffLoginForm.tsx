import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { STAFF_PIN_MAX_LENGTH } from '../../lib/limits';
import { MessageAlert } from '../../messages/MessageAlert';
import { PinKeypad } from './PinKeypad';
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
 * counter PIN on the on-screen keypad (docs/staff.md#pin-keypad), with 'not me' to sign the kept session out
 * and, where the device signed in at a site, 'switch staff': another member taps their name and types
 * their own PIN (docs/staff.md#staff-switch). The staff screens and the admin area
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
  const step = snapshot.matches('switchPick') ? 'pick' : snapshot.matches('switchPin') ? 'switchPin' : 'other';
  // A new step of the switch starts at the top: the names and the keypad are not left under the app bar.
  useEffect(() => {
    if (step !== 'other') globalThis.scrollTo?.({ top: 0 });
  }, [step]);
  // Quick staff switch (docs/staff.md#staff-switch): tap a name, then that member's own PIN.
  if (snapshot.matches('switchPick')) {
    return (
      <Stack spacing={2} data-testid={`${place}-switch-pick`}>
        <Typography component="h2" variant="h6">
          {t('login.switchPick')}
        </Typography>
        {snapshot.context.candidates.length === 0 && (
          <Typography color="text.secondary">{t('login.switchNone')}</Typography>
        )}
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {snapshot.context.candidates.map((c) => (
            <li key={c.staffId}>
              <Button
                fullWidth
                variant="outlined"
                onClick={() => send({ type: 'PICK', staffId: c.staffId })}
                data-testid={`${place}-switch-to-${c.staffCode}`}
                {...button}
              >
                {t('login.switchName', { name: c.name, code: c.staffCode })}
              </Button>
            </li>
          ))}
        </Stack>
        <MessageAlert message={snapshot.context.message} />
        <Button variant="text" onClick={() => send({ type: 'BACK' })} data-testid={`${place}-switch-back`} {...button}>
          {t('login.switchBack')}
        </Button>
      </Stack>
    );
  }
  if (snapshot.matches('switchPin') || snapshot.matches('switching')) {
    const name = snapshot.context.switchTo?.name ?? '';
    return (
      <StaffForm
        onSubmit={() => {
          send({ type: 'SUBMIT_PIN', pin });
          setPin('');
        }}
      >
        <Typography>{t('login.pinFor', { name })}</Typography>
        <PinKeypad
          label={t('login.pin')}
          value={pin}
          onChange={setPin}
          maxLength={STAFF_PIN_MAX_LENGTH}
          testId={`${place}-switch-pin`}
          disabled={busy}
          autoFocus
        />
        <MessageAlert message={snapshot.context.message} />
        <Button type="submit" variant="contained" disabled={busy} data-testid={`${place}-switch-submit`} {...button}>
          {t('login.switchSubmit', { name })}
        </Button>
        <Button
          variant="text"
          disabled={busy}
          onClick={() => send({ type: 'BACK' })}
          data-testid={`${place}-switch-pin-back`}
          {...button}
        >
          {t('login.switchNotYou')}
        </Button>
      </StaffForm>
    );
  }
  if (snapshot.matches('pin') || snapshot.matches('unlocking') || snapshot.matches('switchListing')) {
    return (
      <StaffForm
        onSubmit={() => {
          send({ type: 'SUBMIT_PIN', pin });
          setPin('');
        }}
      >
        <Typography>{staffName ? t('login.pinFor', { name: staffName }) : t('login.pinHelp')}</Typography>
        <PinKeypad
          label={t('login.pin')}
          value={pin}
          onChange={setPin}
          maxLength={STAFF_PIN_MAX_LENGTH}
          testId={`${place}-pin`}
          disabled={busy}
          autoFocus
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
        {snapshot.context.canSwitch && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => send({ type: 'SWITCH' })}
            data-testid={`${place}-switch`}
            {...button}
          >
            {t('login.switch')}
          </Button>
        )}
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
