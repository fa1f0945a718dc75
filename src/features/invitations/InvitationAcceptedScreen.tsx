import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { localProgrammeName } from '../../lib/wallet-rules';
import { useTenant } from '../../tenant/use-tenant';
import { LinkButton } from '../../components/LinkButton';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useLayoutLinks } from '../../tenant/use-layout-links';

/** invitation/accepted: where accepting an invitation lands (the programme and the card's masked number). */
export default function InvitationAcceptedScreen() {
  const { t, i18n } = useTranslation('membership');
  const { bundle } = useTenant();
  const [params] = useSearchParams();
  const links = useLayoutLinks();
  const programme = localProgrammeName(bundle.tenant.wallet?.programmes, params.get('programme') ?? '', i18n.language);
  const card = params.get('card') ?? '';
  const wallet = links.first(['mywallet']);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('invitation.acceptedTitle')}</ScreenHeading>
      <Card>
        <CardContent>
          <Stack spacing={2} data-testid="invitation-accepted">
            <Alert severity="success" role="status">
              {programme ? t('invitation.accepted', { programme }) : t('invitation.acceptedPlain')}
            </Alert>
            {card && <Typography sx={{ fontFamily: 'monospace' }}>{t('invitation.card', { number: card })}</Typography>}
            <LinkButton to={wallet ?? links.home} variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {wallet ? t('invitation.wallet') : t('invitation.home')}
            </LinkButton>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
