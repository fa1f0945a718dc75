import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../feedback/feedback-store';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { LockIcon } from '../../../components/icons/LockIcon';
import { LogoutIcon } from '../../../components/icons/LogoutIcon';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { StatusPanel } from '../../../components/StatusPanel';
import type { AccountProfile } from '../../../generated/api/account-profile';
import { fullName, nameInitials } from '../fields/name-order';
import { useMessageText } from '../../../messages/use-message-text';
import { usePhoneFormat } from '../phone/use-phone-format';
import { useLogout } from '../session/use-logout';
import { useRequireLogin } from '../../../session/use-require-login';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';
import { useProfile } from './use-profile';

const cardContent = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;

function ProfileSummary({ profile }: { profile: AccountProfile }) {
  const { i18n } = useTranslation();
  const format = usePhoneFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
        {nameInitials(profile.firstName, profile.lastName, i18n.language)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="profile-name">
          {fullName(profile.firstName, profile.lastName, i18n.language)}
        </Typography>
        <Typography color="text.secondary">{format?.display(profile.phone) ?? profile.phone}</Typography>
      </Box>
    </Box>
  );
}

function PasswordChangeCard() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const changed = useCallback(() => {
    toast({ key: 'account:profile.passwordChanged' });
    setOpen(false);
    // A fresh flow for the next change.
    setRound((n) => n + 1);
  }, []);
  return (
    <Card>
      <CardContent sx={cardContent}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LockIcon color="primary" />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
            {t('action.changePassword')}
          </Typography>
          {!open && (
            <Button onClick={() => setOpen(true)} aria-expanded={open} aria-controls="password-change">
              {t('action.editPassword')}
            </Button>
          )}
        </Box>
        <Collapse in={open} id="password-change" unmountOnExit>
          <Box sx={{ pt: 2 }}>
            <PasswordChangeForm key={round} onChanged={changed} onCancel={() => setOpen(false)} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}

/**
 * user/profile and account/edit/home: the profile form, password change and logout. Logged-out
 * visitors go to login first.
 */
export function ProfilePage() {
  const { t } = useTranslation(['account', 'screens']);
  const navigate = useNavigate();
  const { home } = useLayoutLinks();
  const { progress, logout } = useLogout(() => void navigate(home, { replace: true }));
  const loggingOut = progress !== 'idle';
  const session = useRequireLogin(loggingOut);
  const { load, reload, save } = useProfile(session.status === 'loggedIn');
  const textOf = useMessageText();

  let body;
  if (session.status !== 'loggedIn' || load.status === 'loading') {
    body = <SectionSkeleton height={420} />;
  } else if (load.status === 'failed') {
    body = (
      <StatusPanel
        icon={ErrorIcon}
        level={2}
        title={t('profile.loadFailed')}
        body={textOf(load.message)}
        action={
          <Button variant="contained" onClick={reload}>
            {t('action.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Card>
          <CardContent sx={cardContent}>
            <ProfileSummary profile={load.profile} />
            <ProfileForm profile={load.profile} onSave={save} />
          </CardContent>
        </Card>
        <PasswordChangeCard />
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <ScreenHeading>{t('title.userProfile', { ns: 'screens' })}</ScreenHeading>
      {body}
      {(session.status === 'loggedIn' || loggingOut) && (
        <Button
          onClick={logout}
          disabled={loggingOut}
          color="error"
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<LogoutIcon />}
          sx={{ mt: 3, bgcolor: 'background.paper' }}
        >
          {loggingOut ? t('profile.loggingOut') : t('action.logout')}
        </Button>
      )}
    </Box>
  );
}
