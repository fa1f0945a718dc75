import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PIN_MAX_LENGTH } from '../../lib/limits';
import { MessageAlert } from '../../messages/MessageAlert';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';
import { LanguageToggle } from './LanguageToggle';
import { useAdminLogin } from './use-admin-login';

/** /admin/{shop}/login: staff id or phone and password, then the counter PIN (docs/admin.md#screens-login). */
export default function AdminLoginScreen() {
  const { t } = useTranslation('admin');
  const { bundle } = useTenant();
  const text = useTenantText();
  const { snapshot, send, staffName } = useAdminLogin();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const busy = snapshot.hasTag('processing');
  const atPin = snapshot.matches('pin') || snapshot.matches('unlocking');
  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 3, sm: 8 } }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <LanguageToggle />
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('login.title', { brand: text(bundle.tenant.branding.name) })}
          </Typography>
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
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'admin-pin' } }}
              />
              <MessageAlert message={snapshot.context.message} />
              <Button type="submit" variant="contained" disabled={busy} data-testid="admin-unlock">
                {t('login.unlock')}
              </Button>
              <Button variant="text" disabled={busy} onClick={() => send({ type: 'NOT_ME' })}>
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
              <Typography color="text.secondary">{t('login.help')}</Typography>
              <TextField label={t('login.staffId')} value={login} onChange={(e) => setLogin(e.target.value)} autoComplete="username" slotProps={{ htmlInput: { 'data-testid': 'admin-login' } }} />
              <TextField
                label={t('login.password')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                type="password"
                autoComplete="current-password"
                slotProps={{ htmlInput: { 'data-testid': 'admin-password' } }}
              />
              <MessageAlert message={snapshot.context.message} />
              <Button type="submit" variant="contained" disabled={busy} data-testid="admin-sign-in">
                {t('login.signIn')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
