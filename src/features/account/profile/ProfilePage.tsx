import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { LogoutIcon } from '../../../components/icons/LogoutIcon';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { StatusPanel } from '../../../components/StatusPanel';
import { useMessageText } from '../../../messages/use-message-text';
import { PasswordChangeCard } from './PasswordChangeCard';
import { PROFILE_CARD_CONTENT } from './profile-card';
import { ProfileForm } from './ProfileForm';
import { ProfileSummary } from './ProfileSummary';
import { useProfilePage } from './use-profile-page';

/**
 * user/profile and account/edit/home: the profile form, password change and logout. Logged-out
 * visitors go to login first.
 */
export function ProfilePage() {
  const { t } = useTranslation(['account', 'screens']);
  const textOf = useMessageText();
  const page = useProfilePage();
  const { load } = page;

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <ScreenHeading>{t('title.userProfile', { ns: 'screens' })}</ScreenHeading>
      {load.status === 'loading' && <SectionSkeleton height={420} />}
      {load.status === 'failed' && (
        <StatusPanel
          icon={ErrorIcon}
          level={2}
          title={t('profile.loadFailed')}
          body={textOf(load.message)}
          action={
            <Button variant="contained" onClick={page.reload}>
              {t('action.retry')}
            </Button>
          }
        />
      )}
      {load.status === 'ready' && (
        <Stack spacing={2}>
          <Card>
            <CardContent sx={PROFILE_CARD_CONTENT}>
              <ProfileSummary profile={load.profile} />
              <ProfileForm profile={load.profile} onSave={page.save} />
            </CardContent>
          </Card>
          <PasswordChangeCard />
        </Stack>
      )}
      {page.showLogout && (
        <Button
          onClick={page.logout}
          disabled={page.loggingOut}
          color="error"
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<LogoutIcon />}
          sx={{ mt: 3, bgcolor: 'background.paper' }}
        >
          {page.loggingOut ? t('profile.loggingOut') : t('action.logout')}
        </Button>
      )}
    </Box>
  );
}
