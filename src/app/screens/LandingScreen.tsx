import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { ParkingIcon } from '../../components/icons/ParkingIcon';
import { ShopIcon } from '../../components/icons/ShopIcon';
import { WalletIcon } from '../../components/icons/WalletIcon';
import type { IconComponent } from '../../components/icons/make-icon';
import { LinkButton } from '../../components/LinkButton';

const HIGHLIGHTS: ReadonlyArray<{ key: string; icon: IconComponent }> = [
  { key: 'parking', icon: ParkingIcon },
  { key: 'shop', icon: ShopIcon },
  { key: 'wallet', icon: WalletIcon },
];

/**
 * /home, the default page: what Kerbside is, and how to reach a shop. It lists no shop: the server
 * offers no public list of shops, and customers arrive by their shop's link.
 */
export default function LandingScreen() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('landing.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.05rem' }}>
        {t('landing.lead')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 3 }}>
        {HIGHLIGHTS.map(({ key, icon: Icon }) => (
          <Card key={key}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
              <Icon color="primary" sx={{ mt: 0.25 }} />
              <Box>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t(`landing.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`landing.${key}.body`)}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('landing.howTo')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <LinkButton to="/aboutus" variant="contained">
          {t('landing.about')}
        </LinkButton>
        <LinkButton to="/contactus" variant="outlined">
          {t('landing.contact')}
        </LinkButton>
      </Box>
    </Box>
  );
}
