import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { localProgrammeName } from '../../lib/wallet-rules';
import { useTenant } from '../../tenant/use-tenant';
import { ProcessingPanel } from '../../components/ProcessingPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { MessageAlert } from '../../messages/MessageAlert';
import { useSession } from '../../session/use-session';
import { useInvitationAccept } from './use-invitation-accept';

/** An invitation link, shown first; the machine starts once the stored session is restored. */
export function InvitationView({ kind }: { kind: 'merchant' | 'member' }) {
  const { t } = useTranslation('membership');
  const status = useSession().status;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t(`invitation.title.${kind}`)}</ScreenHeading>
      {status === 'loggedIn' || status === 'loggedOut' ? (
        <InvitationCard kind={kind} signedIn={status === 'loggedIn'} />
      ) : (
        <SectionSkeleton height={200} />
      )}
    </Box>
  );
}

function InvitationCard({ kind, signedIn }: { kind: 'merchant' | 'member'; signedIn: boolean }) {
  const { t, i18n } = useTranslation('membership');
  const { bundle } = useTenant();
  const view = useInvitationAccept(kind, signedIn);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} data-testid="invitation" data-state={String(view.step)}>
          {view.programme && (
            <Typography variant="h6" component="h2">
              {t('invitation.lead', {
                programme: localProgrammeName(bundle.tenant.wallet?.programmes, view.programme, i18n.language),
              })}
            </Typography>
          )}
          {view.busy && <ProcessingPanel text={t('invitation.accepting')} />}
          <MessageAlert message={view.message} />
          {view.step === 'unavailable' && (
            <Typography color="text.secondary">{t('invitation.unavailableLead')}</Typography>
          )}
          {view.canAccept && (
            <Button variant="contained" onClick={view.accept} sx={{ alignSelf: 'flex-start' }}>
              {view.signedIn ? t('invitation.accept') : t('invitation.loginToAccept')}
            </Button>
          )}
          {view.canSwitch && (
            <Button variant="outlined" onClick={view.switchAccount} sx={{ alignSelf: 'flex-start' }}>
              {t('invitation.switch')}
            </Button>
          )}
          {view.canRetry && (
            <Button onClick={view.retry} sx={{ alignSelf: 'flex-start' }}>
              {t('invitation.retry')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
